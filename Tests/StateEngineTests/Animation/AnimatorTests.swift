import Testing

@testable import EngineHost
@testable import StateEngine

private struct Values {
  var scale = 1.0
  var angle = Angle.zero
}

private struct Heart: View {
  @State private var likes = 0

  var body: some View {
    VStack {
      Image(systemName: "heart")
        .keyframeAnimator(initialValue: Values(), trigger: likes) { content, value in
          content.scaleEffect(value.scale).rotationEffect(value.angle)
        } keyframes: { _ in
          KeyframeTrack(\.scale) {
            CubicKeyframe(1.4, duration: 0.2)
            SpringKeyframe(1, duration: 0.3, spring: .bouncy)
          }
          KeyframeTrack(\.angle) {
            LinearKeyframe(.degrees(20), duration: 0.1)
            MoveKeyframe(.zero)
          }
        }
      Text("Pulse")
        .phaseAnimator([0.5, 1.0]) { content, phase in
          content.opacity(phase)
        } animation: { _ in
          .easeInOut
        }
      Text("Slide").transition(Fade())
      Button("Like") { likes += 1 }
    }
  }
}

private struct Fade: Transition {
  func body(content: Content, phase: TransitionPhase) -> some View {
    content.opacity(phase.isIdentity ? 1 : 0)
  }
}

extension Engine {
  /// Keyframe and phase animators give their content closure the animated value (Apple's
  /// documentation of `keyframeAnimator(initialValue:trigger:content:keyframes:)` and
  /// `phaseAnimator(_:content:animation:)`). Animations are not drawn here: the content shows the
  /// initial value and the first phase, the state each animation starts from.
  @Suite struct Animators {
    @Test func animatorsShowTheirStartingState() throws {
      let host = ViewHost(Heart())
      let html = host.reports[0].snapshot
      #expect(
        html.contains(
          "<div class=\"ui-modified\" data-rotation=\"0\"><div class=\"ui-modified\" data-scale=\"1 1\">"
            + "<span class=\"ui-image\" data-symbol=\"heart\"></span></div></div>"))
      #expect(
        html.contains(
          "<div class=\"ui-modified\" data-opacity=\"0.5\"><p class=\"ui-text\">Pulse</p></div>"))
      try host.tap("Like")
      #expect(host.reports[1].snapshot.contains("data-scale=\"1 1\""))
    }

    /// `TransitionPhase.value` is -1 before appearing, 0 at rest, 1 after disappearing (Apple's
    /// documentation of `TransitionPhase`).
    @Test func transitionPhasesHaveTheirValues() {
      #expect(TransitionPhase.willAppear.value == -1)
      #expect(TransitionPhase.identity.isIdentity)
      #expect(TransitionPhase.didDisappear.value == 1)
    }
  }
}

import Foundation
import Testing

@testable import EngineHost
@testable import StateEngine

private struct Badges: View {
  @State private var dimmed = false

  var body: some View {
    VStack {
      Text("Plain").visualEffect { content, _ in content }
      Text("Chained").visualEffect { content, _ in
        content.scaleEffect(0.5).opacity(dimmed ? 0.25 : 1).rotationEffect(.degrees(30))
      }
      Text("Measured").visualEffect { content, proxy in
        content.offset(x: proxy.size.width / 4, y: 0)
      }
      Button("Dim") { dimmed = true }
    }
  }
}

private struct Carousel: View {
  let colors: [Color] = [.red, .green, .blue]

  var body: some View {
    ScrollView(.horizontal) {
      LazyHStack {
        ForEach(0..<3, id: \.self) { index in
          Text("Card \(index)")
            .scrollTransition { content, phase in
              content.opacity(phase.isIdentity ? 1 : 0.3).scaleEffect(1 - abs(phase.value) / 4)
            }
          Text("Tilted \(index)")
            .scrollTransition(
              topLeading: .interactive, bottomTrailing: .animated(.bouncy), axis: .horizontal
            ) { content, phase in
              content.rotation3DEffect(.degrees(phase.value * 40), axis: (x: 0, y: 1, z: 0))
                .blur(radius: phase.isIdentity ? 0 : 6)
            }
        }
      }
    }
  }
}

extension Engine {
  /// A visual effect changes how a view is drawn, never its layout: the closure gets a placeholder
  /// for the view (`EmptyVisualEffect`) and returns the effects chained on it, with a geometry proxy
  /// for `visualEffect` and the view's phase for `scrollTransition` (Apple's documentation of
  /// `VisualEffect`, `visualEffect(_:)`, `scrollTransition(_:axis:transition:)` and
  /// `ScrollTransitionPhase`).
  @Suite struct VisualEffects {
    @Test func chainedEffectsAreDrawnAsTheirModifiersInOrder() {
      let html = ViewHost(Badges()).reports[0].snapshot
      #expect(html.contains("<p class=\"ui-text\">Plain</p>"))
      #expect(!html.contains("ui-modified\"><p class=\"ui-text\">Plain"))
      #expect(
        html.contains(
          "data-rotation=\"30\"><div class=\"ui-modified\" data-opacity=\"1\">"
            + "<div class=\"ui-modified\" data-scale=\"0.5 0.5\"><p class=\"ui-text\">Chained"))
    }

    @Test func theEffectFollowsStateAsTheViewIsBuiltAgain() throws {
      let host = ViewHost(Badges())
      try host.tap("Dim")
      #expect(host.reports[1].snapshot.contains("data-opacity=\"0.25\""))
    }

    /// The proxy is the space the content is offered, as a `GeometryReader`'s, and the effect adds
    /// no view of its own to the path of the views inside.
    @Test func theProxyMeasuresTheOfferedSpace() {
      let html = ViewHost(Badges()).reports[0].snapshot
      let width = Placement.root.frame.width
      #expect(
        html.contains(
          "data-offset=\"\(Appearance.points(width / 4)) 0\"><p class=\"ui-text\">Measured"))
      #expect(!html.contains("GeometryReader"))
    }

    @Test func phasesAreMinusOneZeroAndOne() {
      #expect(ScrollTransitionPhase.topLeading.value == -1)
      #expect(ScrollTransitionPhase.identity.value == 0)
      #expect(ScrollTransitionPhase.bottomTrailing.value == 1)
      #expect(ScrollTransitionPhase.identity.isIdentity)
      #expect(!ScrollTransitionPhase.topLeading.isIdentity)
      #expect(!ScrollTransitionPhase.bottomTrailing.isIdentity)
    }

    /// With no layout, every view is in its scroll view's visible region: both forms draw the
    /// effect their closure makes for `identity`.
    @Test func scrolledViewsAreDrawnInTheIdentityPhase() {
      let html = ViewHost(Carousel()).reports[0].snapshot
      for index in 0..<3 {
        #expect(
          html.contains(
            "data-scale=\"1 1\"><div class=\"ui-modified\" data-opacity=\"1\">"
              + "<p class=\"ui-text\">Card \(index)"))
        #expect(html.contains("data-rotation-3d=\"0 0 1 0\"><p class=\"ui-text\">Tilted \(index)"))
      }
      #expect(!html.contains("data-opacity=\"0.3\""))
    }
  }
}

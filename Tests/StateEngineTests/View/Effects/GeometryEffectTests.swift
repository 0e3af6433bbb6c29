import Testing

@testable import EngineHost
@testable import StateEngine

/// A note's own effect, as Apple's documentation of `GeometryEffect` describes one: an animatable
/// value and the transform it gives; this one also reports the quarter its angle points to.
private struct Dial: GeometryEffect {
  @Binding var quarter: String
  var degrees: Double

  var animatableData: Double {
    get { degrees }
    set { degrees = newValue }
  }

  func effectValue(size: CGSize) -> ProjectionTransform {
    let name = degrees < 90 ? "first" : "second"
    DispatchQueue.main.async { quarter = name }
    return ProjectionTransform(CGAffineTransform(rotationAngle: degrees * .pi / 180))
  }
}

private struct Gauge: View {
  @State private var turned = false
  @State private var quarter = "none"

  var body: some View {
    VStack {
      Text("Needle").modifier(Dial(quarter: $quarter, degrees: turned ? 135 : 45))
      Text("Quarter: \(quarter)")
      Button("Turn") { withAnimation { turned = true } }
    }
  }
}

extension Engine {
  /// `GeometryEffect` "an effect that changes the visual appearance of a view, based on … a
  /// projection transform" computed by `effectValue(size:)` (Apple's documentation): the engine
  /// asks it each time the view is built, so what it does then happens, and draws its content
  /// through the transform.
  @Suite struct GeometryEffects {
    @Test func anEffectIsAskedForItsTransformWhenItsViewIsBuilt() throws {
      let host = ViewHost(Gauge())
      // Turned by 45°, drawn as its affine matrix (a b c d tx ty).
      #expect(
        host.snapshotHTML().contains(
          "<div class=\"ui-modified\" data-transform=\"0.71 0.71 -0.71 0.71 0 0\">"
            + "<p class=\"ui-text\">Needle</p></div>"))
      #expect(host.snapshotHTML().contains(">Quarter: first<"))
      try host.tap("Turn")
      #expect(host.snapshotHTML().contains(">Quarter: second<"))
    }

    /// `ProjectionTransform(_:)` of an affine transform, `concatenating(_:)` and `invert()`
    /// (Apple's documentation of `ProjectionTransform`), in Core Graphics' row-vector order.
    @Test func aProjectionTransformComposesAndInverts() {
      let move = ProjectionTransform(CGAffineTransform(translationX: 10, y: 0))
      let double = ProjectionTransform(CGAffineTransform(scaleX: 2, y: 2))
      #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(double)) == CGPoint(x: 22, y: 2))
      #expect(CGPoint(x: 1, y: 1).applying(double.concatenating(move)) == CGPoint(x: 12, y: 2))
      #expect(move.isAffine && !move.isIdentity)
      #expect(move.concatenating(move.inverted()).isIdentity)
      var flat = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
      let inverted = flat.invert()
      #expect(!inverted)
    }
  }
}

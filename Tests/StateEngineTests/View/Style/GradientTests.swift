import Testing

@testable import EngineHost
@testable import StateEngine

extension Engine {
  /// Gradients are shape styles and views (Apple's documentation of `LinearGradient`,
  /// `RadialGradient`, `AngularGradient` and `EllipticalGradient`); `Gradient(colors:)` spreads its
  /// colours evenly from 0 to 1. The snapshot writes each as the CSS gradient the preview paints.
  @Suite struct Gradients {
    @Test func gradientsPaintBackgroundsAndViews() {
      let html = ViewHost(
        VStack {
          Text("Sky").background(
            LinearGradient(colors: [.blue, .white], startPoint: .top, endPoint: .bottom))
          Text("Sun").foregroundStyle(
            .radialGradient(
              colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 50))
          AngularGradient(gradient: Gradient(colors: [.red, .green, .blue]), center: .center)
          EllipticalGradient(stops: [
            .init(color: .pink, location: 0.2), .init(color: .purple, location: 1),
          ])
          Text("Glass").background(.ultraThinMaterial)
          Text("Tinted").background(Color.mint.gradient)
        }
      ).reports[0].snapshot
      #expect(
        html.contains(
          "data-background=\"linear-gradient(180deg, blue 0%, white 100%)\"><p class=\"ui-text\">Sky"
        ))
      #expect(
        html.contains(
          "data-foreground=\"radial-gradient(circle at 50% 50%, yellow 0px, orange 50px)\"><p class=\"ui-text\">Sun"
        ))
      #expect(
        html.contains(
          "<span class=\"ui-color\" data-color=\"conic-gradient(from 90deg at 50% 50%, red 0deg, green 180deg, blue 360deg)\"></span>"
        ))
      #expect(
        html.contains(
          "data-color=\"radial-gradient(closest-side at 50% 50%, pink 20%, purple 100%)\""))
      #expect(html.contains("data-background=\"ultraThinMaterial\"><p class=\"ui-text\">Glass"))
      #expect(
        html.contains(
          "data-background=\"linear-gradient(180deg, mint 0%, rgba(0, 199, 191, 0.75) 100%)\""))
    }

    /// "When using a gradient as a shape style, it will by default be drawn as a linear gradient
    /// from top to bottom" (Apple's documentation of `Gradient`, a `ShapeStyle` since iOS 16).
    @Test func aGradientAsAStyleIsDrawnFromTopToBottom() {
      let html = ViewHost(
        Text("Dawn").foregroundStyle(Gradient(colors: [.orange, .pink]))
      ).reports[0].snapshot
      #expect(
        html.contains(
          "data-foreground=\"linear-gradient(180deg, orange 0%, pink 100%)\"><p class=\"ui-text\">Dawn"
        ), "\(html)")
    }

    /// `ShapeStyle.opacity(_:)` "sets an explicit opacity value for this shape style" (Apple's
    /// documentation): every colour of `Color.gradient` is that much more transparent.
    @Test func aGradientsOpacityMultipliesEveryColours() {
      let faded = Color.mint.gradient.opacity(0.5)
      #expect(
        faded.paint
          == "linear-gradient(180deg, rgba(0, 199, 191, 0.5) 0%, rgba(0, 199, 191, 0.38) 100%)")
      let html = ViewHost(Rectangle().fill(Color.mint.gradient.opacity(0.5))).snapshotHTML()
      #expect(html.contains("rgba(0, 199, 191, 0.5) 0%"))
    }

    /// A line from the leading to the trailing edge runs to the right: 90° in CSS.
    @Test func aLinearGradientsDirectionIsItsCSSAngle() {
      let gradient = LinearGradient(
        colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
      #expect(gradient.paint == "linear-gradient(90deg, red 0%, blue 100%)")
      let diagonal = LinearGradient(
        colors: [.red], startPoint: .topLeading, endPoint: .bottomTrailing)
      #expect(diagonal.paint == "linear-gradient(135deg, red 0%)")
    }
  }
}

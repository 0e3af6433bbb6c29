import Testing

@testable import EngineHost
@testable import StateEngine

extension Engine {
  /// `blur(radius:opaque:)`, `brightness`, `contrast`, `saturation`, `grayscale`, `hueRotation`,
  /// `blendMode`, `opacity`, `shadow(color:radius:x:y:)` and `zIndex` (Apple's documentation of
  /// each) keep the value they were given, for the preview to draw as CSS filters.
  @Suite struct FilterEffects {
    @Test func filtersKeepTheirValues() {
      let html = ViewHost(
        ZStack {
          Text("Soft").blur(radius: 3)
          Text("Dim").brightness(-0.2).contrast(1.5)
          Text("Grey").saturation(0).grayscale(1)
          Text("Hue").hueRotation(.degrees(90))
          Text("Mixed").blendMode(.multiply)
          Text("Front").zIndex(1)
          Text("Faint").opacity(0.25)
          Text("Lifted").shadow(color: .red, radius: 4, x: 1, y: 2)
        }
      ).reports[0].snapshot
      #expect(html.contains("data-blur=\"3\"><p class=\"ui-text\">Soft"))
      #expect(
        html.contains("data-contrast=\"1.5\"><div class=\"ui-modified\" data-brightness=\"-0.2\">"))
      #expect(
        html.contains("data-grayscale=\"1\"><div class=\"ui-modified\" data-saturation=\"0\">"))
      #expect(html.contains("data-hue-rotation=\"90\"><p class=\"ui-text\">Hue"))
      #expect(html.contains("data-blend-mode=\"multiply\"><p class=\"ui-text\">Mixed"))
      #expect(html.contains("data-z-index=\"1\"><p class=\"ui-text\">Front"))
      #expect(html.contains("data-opacity=\"0.25\"><p class=\"ui-text\">Faint"))
      #expect(
        html.contains("data-shadow=\"4 1 2\" data-shadow-color=\"red\"><p class=\"ui-text\">Lifted")
      )
    }

    /// `compositingGroup()` makes effects of the view's ancestors, such as an opacity, apply to the
    /// view as one image (Apple's documentation): the preview draws each view in its own layer
    /// already, so the opacity above it keeps its value and the content is drawn as before.
    @Test func aCompositingGroupKeepsWhatIsAroundIt() {
      let html = ViewHost(
        VStack { Text("Badge") }.compositingGroup().opacity(0.5)
      ).reports[0].snapshot
      #expect(html.contains("data-opacity=\"0.5\""))
      #expect(html.contains("<p class=\"ui-text\">Badge</p>"))
    }

    /// `geometryGroup()` (iOS 17) and `transformEffect(_:)` change where content is laid out or
    /// drawn, neither of which the engine's preview follows: the content is drawn as before.
    @Test func aGeometryGroupAndATransformEffectKeepTheContent() {
      let html = ViewHost(
        VStack {
          Text("Grid").geometryGroup()
          Text("Same").transformEffect(.identity)
        }
      ).reports[0].snapshot
      #expect(html.contains("<p class=\"ui-text\">Grid</p>"))
      #expect(html.contains("<p class=\"ui-text\">Same</p>"))
    }

    /// SwiftUI's default shadow colour is black at a third of full opacity.
    @Test func theDefaultShadowIsTranslucentBlack() {
      let html = ViewHost(Text("Card").shadow(radius: 5)).reports[0].snapshot
      #expect(html.contains("data-shadow=\"5 0 0\" data-shadow-color=\"rgba(0, 0, 0, 0.33)\""))
    }
  }
}

import Testing

@testable import EngineHost
@testable import StateEngine

private struct Step: EnvironmentKey {
  static let defaultValue = 1
}

extension EnvironmentValues {
  fileprivate var step: Int {
    get { self[Step.self] }
    set { self[Step.self] = newValue }
  }
}

private struct StepReader: View {
  @Environment(\.step) private var step

  var body: some View { Text("step \(step)") }
}

private struct FontReader: View {
  @Environment(\.font) private var font

  var body: some View { Text(font == .largeTitle ? "large title" : font == nil ? "none" : "other") }
}

private struct Steps: View {
  var body: some View {
    VStack {
      StepReader().transformEnvironment(\.step) { $0 *= 10 }
      VStack {
        StepReader().transformEnvironment(\.step) { $0 += 1 }
      }
      .environment(\.step, 5)
    }
  }
}

private struct Fonts: View {
  var body: some View {
    VStack {
      FontReader()
      FontReader().transformEnvironment(\.font) { font in
        if font == nil { font = .largeTitle }
      }
      VStack {
        FontReader()
        FontReader().transformEnvironment(\.font) { font in font = nil }
      }
      .font(.largeTitle)
    }
  }
}

private struct DrawnFonts: View {
  var body: some View {
    VStack {
      Text("Grown").transformEnvironment(\.font) { $0 = .largeTitle }
      Text("Kept").transformEnvironment(\.font) { _ in }
      Text("Cleared").transformEnvironment(\.font) { $0 = nil }
    }
    .font(.title)
  }
}

extension Engine {
  /// `transformEnvironment(_:transform:)` "transforms the environment value of the specified key
  /// path with the given function" (Apple's documentation of `View`): the views below read the
  /// value from above, changed; `font(_:)` "sets the default font for text in this view", so
  /// `\.font` reads what the nearest `.font` set.
  @Suite struct TransformEnvironment {
    @Test func theSubtreeReadsTheValueFromAboveTransformed() {
      let html = ViewHost(Steps()).snapshotHTML()
      #expect(html.contains(">step 10<"))
      #expect(html.contains(">step 6<"))
    }

    @Test func theFontAboveReachesTheTransformAndTheViewsBelow() {
      let html = ViewHost(Fonts()).snapshotHTML()
      #expect(html.components(separatedBy: ">large title<").count == 3)
      #expect(html.components(separatedBy: ">none<").count == 3)
    }

    /// What the views below read is what they draw: a font the transform sets is drawn as a
    /// `.font` modifier's; one it keeps or clears leaves the font above drawn.
    @Test func aFontTheTransformChangesIsDrawn() {
      let html = ViewHost(DrawnFonts()).snapshotHTML()
      #expect(html.contains("data-font=\"largeTitle\"><p class=\"ui-text\">Grown</p>"))
      #expect(html.components(separatedBy: "data-font=").count == 3)
    }
  }
}

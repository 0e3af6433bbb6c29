import Testing

@testable import EngineHost
@testable import StateEngine

/// A style of the note's own, as Apple's documentation of `ProgressViewStyle` shows one: it reads
/// the configuration's fraction and label.
private struct BarStyle: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      configuration.label
      Text("\(Int((configuration.fractionCompleted ?? 0) * 100)) %")
    }
  }
}

private struct Upload: View {
  var body: some View {
    VStack {
      ProgressView("Upload", value: 0.5).progressViewStyle(BarStyle())
      ProgressView().progressViewStyle(.circular)
      ProgressView("Copy", value: 0.25).progressViewStyle(.linear)
    }
  }
}

extension Engine {
  /// `progressViewStyle(_:)` sets "the style for progress views within this view" to a built-in
  /// style (`.linear`, `.circular`) or one that conforms to `ProgressViewStyle` (Apple's
  /// documentation): a style of the note's own draws the progress view with its
  /// `makeBody(configuration:)`, from the configuration's `fractionCompleted` and label; the
  /// system's styles draw a bar with the label.
  @Suite struct ProgressViewStyles {
    @Test func aStyleOfTheNotesOwnDrawsTheProgressView() {
      let html = ViewHost(Upload()).snapshotHTML()
      #expect(html.contains(">50 %<"))
      #expect(!html.contains("<progress value=\"0.5\""))
      #expect(html.contains(">Upload<"))
    }

    @Test func theSystemsStylesDrawABarWithTheLabel() {
      let html = ViewHost(Upload()).snapshotHTML()
      #expect(html.contains(">Copy<"))
      #expect(html.contains("<progress value=\"0.25\" max=\"1\"></progress>"))
    }
  }
}

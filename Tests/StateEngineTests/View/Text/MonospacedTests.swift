import Testing

@testable import EngineHost
@testable import StateEngine

private struct Receipt: View {
  var body: some View {
    VStack {
      Text("Total").monospaced()
      Text("Sum") + Text(" 12.00").monospaced()
      Text("Code").monospaced(false)
      VStack { Text("A-113") }.monospaced()
      Text("Plain").font(.body.monospaced())
    }
  }
}

extension Engine {
  /// `monospaced(_:)` "modifies the font of the text to use the fixed-width variant of the
  /// current font, if possible" (Apple's documentation of `Text` and `View`): the preview is told
  /// to draw the text, or every text in the view, monospaced; `false` leaves it as it was.
  @Suite struct Monospaced {
    @Test func monospacedTextAndViewsAreMarkedForThePreview() {
      let html = ViewHost(Receipt()).snapshotHTML()
      #expect(html.components(separatedBy: "data-monospaced").count == 4)
      // The joined text's monospaced part alone.
      #expect(html.contains("<span>Sum</span><span data-monospaced> 12.00</span>"))
      #expect(html.contains(">A-113<"))
      #expect(html.contains(">Code<") && html.contains(">Plain<"))
    }
  }
}

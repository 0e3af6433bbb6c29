import Testing

@testable import EngineHost
@testable import StateEngine

extension Engine {
  /// `strikethrough` and `underline` return `Text` on a text, so `+` still joins it (Apple's
  /// documentation of `Text.strikethrough(_:color:)`), and are drawn; kerning, tracking, baseline
  /// offset and text case are recorded.
  @Suite struct TextDecorations {
    @Test func decorationsShowAndKeepTextJoinable() {
      let joined: Text = Text("Done").strikethrough() + Text(" later").underline(color: .red)
      #expect(joined.content == "Done later")
      let html = ViewHost(
        VStack {
          Text("Old").strikethrough(true, color: .gray).kerning(2).tracking(1).baselineOffset(3)
          Text("Link").underline(false).font(.custom("Avenir", size: 13))
          Label("Tip", systemImage: "star").underline().textCase(.uppercase)
        }
      ).reports[0].snapshot
      #expect(
        html.contains(
          "<div class=\"ui-modified\" data-strikethrough><p class=\"ui-text\">Old</p></div>"))
      #expect(
        html.contains("data-font=\"custom\" data-font-size=\"13\"><p class=\"ui-text\">Link</p>"))
      #expect(html.contains("<div class=\"ui-modified\" data-underline><div class=\"ui-label\">"))
    }
  }
}

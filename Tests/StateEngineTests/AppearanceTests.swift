import Testing

@testable import EngineHost
@testable import StateEngine

private struct Card: View {
  @State private var highlighted = false

  var body: some View {
    VStack {
      Text("Title").font(.title).bold()
      Text("Plain")
      Text("Note")
        .padding(.horizontal, 12)
        .background(highlighted ? Color.yellow : Color(red: 0.1, green: 0.2, blue: 0.3))
      Button("Highlight") { highlighted = true }
        .foregroundStyle(.secondary)
      Color.blue.frame(width: 44.5, height: 20)
      Text("Wide").frame(maxWidth: .infinity).padding()
      Text("Caption").font(.system(size: 11)).foregroundColor(.red)
    }
  }
}

extension Engine {
  /// SwiftUI's modifiers keep their values in the snapshot (as `data-` attributes of a box around
  /// the content, outermost modifier outside), so previews can draw padding, frames, colours and
  /// fonts; the values are those the example passed (`padding()` alone is the system default).
  @Suite struct Appearances {
    @Test func modifiersKeepTheirValuesInTheSnapshot() throws {
      let host = ViewHost(Card())
      let html = host.reports[0].snapshot
      #expect(
        html.contains(
          "<div class=\"ui-modified\" data-font=\"title\" data-bold><p class=\"ui-text\">Title</p></div>"
        ))
      #expect(html.contains("<div class=\"ui-vstack\"><div class=\"ui-modified\""))
      #expect(html.contains("</div><p class=\"ui-text\">Plain</p>"))
      #expect(
        html.contains(
          "<div class=\"ui-modified\" data-background=\"rgb(26, 51, 77)\">"
            + "<div class=\"ui-modified\" data-padding=\"12\" data-padding-edges=\"leading trailing\">"
            + "<p class=\"ui-text\">Note</p></div></div>"))
      #expect(
        html.contains(
          "<div class=\"ui-modified\" data-foreground=\"secondary\"><button class=\"ui-button\">Highlight</button></div>"
        ))
      #expect(
        html.contains(
          "<div class=\"ui-modified\" data-width=\"44.5\" data-height=\"20\"><span class=\"ui-color\" data-color=\"blue\"></span></div>"
        ))
      #expect(
        html.contains(
          "<div class=\"ui-modified\" data-padding><div class=\"ui-modified\" data-max-width=\"infinity\"><p class=\"ui-text\">Wide</p></div></div>"
        ))
      #expect(
        html.contains(
          "<div class=\"ui-modified\" data-font=\"system\" data-font-size=\"11\" data-foreground=\"red\"><p class=\"ui-text\">Caption</p></div>"
        ))
    }

    /// A modifier's new value is a change of what the screen shows, like a new text.
    @Test func aChangedValueReachesTheNextSnapshot() throws {
      let host = ViewHost(Card())
      try host.tap("Highlight")
      #expect(host.reports[1].snapshot.contains("data-background=\"yellow\""))
      #expect(!host.reports[1].snapshot.contains("rgb(26, 51, 77)"))
    }

    /// Modifiers that set nothing the preview draws keep only their name, with no box.
    @Test func modifiersWithoutValuesAddNoBox() {
      let host = ViewHost(Text("Bare").frame().bold(false).italic())
      #expect(host.reports[0].snapshot == "<p class=\"ui-text\">Bare</p>")
    }
  }
}

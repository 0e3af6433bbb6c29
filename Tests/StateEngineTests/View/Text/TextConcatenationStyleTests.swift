import Testing

@testable import EngineHost
@testable import StateEngine

private struct Basket: View {
  @State private var count = 0

  var body: some View {
    VStack {
      Button {
        count += 1
      } label: {
        Text("Add ").bold() + Text("pear").foregroundStyle(.green)
      }
      Text("Pears: ") + Text("\(count)").bold()
    }
  }
}

extension Engine {
  /// `Text + Text` "concatenates the text in two text views in a new text view" (Apple's
  /// documentation), and each part keeps the modifiers that returned it as `Text`.
  @Suite struct TextConcatenationStyleTests {
    @Test func eachPartDrawsWithItsOwnStyle() {
      let line = Text("Total: ").bold() + Text("12").foregroundColor(.red) + Text(" kg").italic()
      #expect(
        ViewHost(line).snapshotHTML()
          == "<p class=\"ui-text\"><span data-bold>Total: </span>"
          + "<span data-foreground=\"red\">12</span><span data-italic> kg</span></p>")
    }

    @Test func theWholeStyleBoxesThePartsAndAPartsOwnStyleWins() {
      let line = (Text("Due ").foregroundStyle(.green) + Text("today")).foregroundColor(.red)
      #expect(
        ViewHost(line).snapshotHTML()
          == "<div class=\"ui-modified\" data-foreground=\"red\"><p class=\"ui-text\">"
          + "<span data-foreground=\"green\">Due </span><span>today</span></p></div>")
      let nested = (Text("a").bold() + Text("b")).foregroundColor(.blue) + Text("c")
      #expect(
        ViewHost(nested).snapshotHTML()
          == "<p class=\"ui-text\"><span data-foreground=\"blue\" data-bold>a</span>"
          + "<span data-foreground=\"blue\">b</span><span>c</span></p>")
    }

    @Test func unstyledPartsStayOneText() {
      #expect(
        ViewHost(Text("Hello, ") + Text("world")).snapshotHTML()
          == "<p class=\"ui-text\">Hello, world</p>")
    }

    @Test func aStyledConcatenationIsFoundByItsWholeText() throws {
      let host = ViewHost(Basket())
      try host.tap("Add pear")
      #expect(host.snapshotHTML().contains("<span>Pears: </span><span data-bold>1</span>"))
    }
  }
}

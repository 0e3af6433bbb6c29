import Foundation
import Testing

@testable import EngineHost
@testable import StateEngine

private struct Greeting: View {
  var greeting: AttributedString {
    var hello = AttributedString("Hello")
    hello.font = .title.bold()
    hello.foregroundColor = .red
    var world = AttributedString(" world")
    world.font = .callout
    world.backgroundColor = .yellow
    return hello + world
  }

  var body: some View {
    Text(greeting)
  }
}

extension Engine {
  /// SwiftUI's attribute scope lets an `AttributedString` carry a `font`, a `foregroundColor` and
  /// the other text attributes, set on the whole string or a range, and `Text(_:)` shows an
  /// attributed string (Apple's documentation of `AttributeScopes.SwiftUIAttributes` and of
  /// `Text.init(_:)`). The engine keeps the attributes in the string and shows its characters.
  @Suite struct SwiftUIAttributes {
    @Test func attributesAreKeptPerRun() throws {
      var text = AttributedString("Visit the blog")
      let blog = try #require(text.range(of: "blog"))
      text[blog].inlinePresentationIntent = .stronglyEmphasized
      text[blog].link = URL(string: "https://example.com")
      text.foregroundColor = .cyan
      let runs = text.runs.map { (String(text[$0.range].characters), $0.inlinePresentationIntent) }
      #expect(runs.map(\.0) == ["Visit the ", "blog"])
      #expect(runs.map(\.1) == [nil, .stronglyEmphasized])
      #expect(text.runs.allSatisfy { $0.foregroundColor == .cyan })
      #expect(text[blog].link == URL(string: "https://example.com"))
    }

    @Test func aTextOfAnAttributedStringShowsItsCharacters() {
      #expect(ViewHost(Greeting()).snapshotHTML().contains(">Hello world<"))
    }
  }
}

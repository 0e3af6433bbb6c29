import Foundation
import Testing

@testable import DocBuildKit

/// The chapter list is written once per language (`<lang>/toc.js`) and drawn by that script;
/// pages carry only the script tag and a link to the contents page.
struct ChapterListTests {
  private static let notes = [
    "ko/02-b.md": "---\ntitle: 둘째\n---\n본문\n",
    "ko/01-a.md": "---\ntitle: 첫째\n---\n본문\n",
    "ko/guide/c.md": "---\ntitle: \"C <&> 셋째\"\n---\n본문\n",
    "ko/d.md": "---\ntitle: 넷째\norder: 0\n---\n본문\n",
    "en/01-a.md": "---\ntitle: First\n---\nText\n",
  ]

  struct Drawn: Decodable, Equatable {
    var href: String
    var text: String
    var current: Bool
  }

  /// Runs the language's toc.js as the page at `path` loads it, in a DOM just big enough, and
  /// returns the list it draws in place of the contents link.
  private func drawn(_ fixture: SiteFixture, language: Language, page path: String) throws
    -> [Drawn]
  {
    let html = fixture.page(path)
    let tag = try #require(
      html.firstMatch(of: #/<script src="([^"]*toc\.js)"( data-current="([^"]*)")?></script>/#))
    #expect(html.contains("<p class=\"contents-fallback\"><a href="))
    let current = tag.3.map { "'\($0)'" } ?? "undefined"
    let source = """
      const element = (tag) => ({ tag, children: [], attributes: {}, className: '', textContent: '',
        href: '', setAttribute(name, value) { this.attributes[name] = value; },
        appendChild(child) { this.children.push(child); } });
      let list = null;
      const script = { getAttribute: () => '\(tag.1)', dataset: { current: \(current) },
        parentElement: { querySelector: () => ({ replaceWith: (drawn) => { list = drawn; } }) } };
      const document = { currentScript: script, createElement: element,
        createTextNode: (text) => ({ tag: '#text', children: [], textContent: text }) };
      const text = (e) => e.textContent + e.children.map(text).join('');

      """ + fixture.page(ChapterListScript.path(for: language)) + """
        console.log(JSON.stringify(list.children.map((item) => { const a = item.children[0];
          return { href: a.href, text: text(a), current: a.attributes['aria-current'] === 'page' }; })));

        """
    return try NodeScript.run(source, as: [Drawn].self)
  }

  @Test(.enabled(if: NodeScript.executable != nil, Comment(rawValue: NodeScript.missing)))
  func tocScriptListsEveryPageOfTheLanguageInOrder() throws {
    let fixture = SiteFixture(Self.notes)
    defer { fixture.remove() }
    try fixture.build(runExamples: false)
    // `order` first, then by path; hrefs from the page's folder; the page itself marked.
    #expect(
      try drawn(fixture, language: .ko, page: "ko/guide/c.html") == [
        Drawn(href: "../d.html", text: "넷째", current: false),
        Drawn(href: "../01-a.html", text: "1.첫째", current: false),
        Drawn(href: "../02-b.html", text: "2.둘째", current: false),
        Drawn(href: "../guide/c.html", text: "C <&> 셋째", current: true),
      ])
    #expect(
      try drawn(fixture, language: .ko, page: "ko/02-b.html").map(\.current) == [
        false, false, true, false,
      ])
    #expect(
      try drawn(fixture, language: .ko, page: "ko/index.html").map(\.href) == [
        "d.html", "01-a.html", "02-b.html", "guide/c.html",
      ])
    #expect(try drawn(fixture, language: .ko, page: "ko/search.html").allSatisfy { !$0.current })
    #expect(
      try drawn(fixture, language: .en, page: "en/01-a.html") == [
        Drawn(href: "01-a.html", text: "1.First", current: true)
      ])
  }

  @Test func pagesLinkOnlyTheirNeighboursAndKeepTheirBytesAsTheLanguageGrows() throws {
    var notes: [String: String] = [:]
    for number in 1...5 { notes["en/0\(number)-n.md"] = "# Note \(number)\n\nText \(number).\n" }
    let fixture = SiteFixture(notes)
    defer { fixture.remove() }
    try fixture.build(runExamples: false)
    let middle = fixture.page("en/03-n.html")
    #expect(middle.contains("href=\"02-n.html\"") && middle.contains("href=\"04-n.html\""))
    #expect(!middle.contains("01-n.html") && !middle.contains("05-n.html"))
    #expect(fixture.page(ChapterListScript.path(for: .en)).contains("\"05-n.html\""))
    let before = fixture.page("en/02-n.html")
    var more: [String: String] = [:]
    for number in 10...60 { more["en/\(number)-n.md"] = "# Note \(number)\n\nText \(number).\n" }
    fixture.write(more)
    try fixture.build(runExamples: false)
    #expect(fixture.page("en/02-n.html") == before, "a page does not grow with the other chapters")
    #expect(fixture.page(ChapterListScript.path(for: .en)).contains("\"60-n.html\""))
  }
}

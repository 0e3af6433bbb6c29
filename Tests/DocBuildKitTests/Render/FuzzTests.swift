import Foundation
import Testing

@testable import DocBuildKit

/// Random mermaid charts and random HTML through the renderer and the sanitiser: no crash, and
/// what comes out is HTML without a script. Seeded, so a failure names the case that reproduces
/// it. (Random whole notes are not here yet: one seeded note hung in-process, see the closing note.)
@Suite struct FuzzTests {
  /// A small deterministic generator (SplitMix64), so every run tries the same cases.
  struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(1, n))) }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
  }

  /// Script in real markup: a script element, an event handler or a script URL inside a tag.
  /// (Text is escaped, so `&lt;script` in a code block is harmless and not reported.) A linear
  /// scan over the tags, so a page of unclosed `<` costs no backtracking.
  static func unsafeMarkup(in html: String) -> [String] {
    var found: [String] = []
    var rest = html.lowercased()[...]
    while let open = rest.firstIndex(of: "<") {
      let end = rest[open...].firstIndex(of: ">") ?? rest.endIndex
      let tag = rest[open..<end]
      let name = tag.dropFirst().prefix { $0.isLetter || $0.isNumber }
      if name == "script" { found.append("script element") }
      let words = tag.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "/" })
      if words.dropFirst().contains(where: { $0.hasPrefix("on") && $0.contains("=") }) {
        found.append("event handler in \(tag)")
      }
      let compact = tag.filter { !$0.isWhitespace && $0 != "\"" && $0 != "'" }
      if compact.contains("href=javascript:") || compact.contains("src=javascript:")
        || compact.contains("action=javascript:")
      {
        found.append("script URL in \(tag)")
      }
      rest = end < rest.endIndex ? rest[rest.index(after: end)...] : rest[rest.endIndex...]
    }
    return found
  }

  @Test(arguments: 0..<200)
  func randomMermaid(seed: Int) {
    var random = Random(state: UInt64(seed) &+ 5000)
    let parts = [
      "flowchart LR\n", "graph TD\n", "A", "B", "C", "-->", "---", "-.->", "==>", "-- text -->",
      "[\"x\"]", "(y)", "{z}", "\n", " ", "|label|", ";", "subgraph", "end", "%%", "\"", "<br>",
      "클래스", "节点",
    ]
    var source = ""
    for _ in 0..<(3 + random.below(40)) { source += random.pick(parts) }
    if let html = try? MermaidRenderer.html(source) {
      #expect(html.hasPrefix("<figure"))
      #expect(Self.unsafeMarkup(in: html).isEmpty)
    }
  }

  @Test(arguments: 0..<300)
  func randomHTMLIsSanitised(seed: Int) {
    var random = Random(state: UInt64(seed) &+ 9000)
    let parts = [
      "<", ">", "/", "a", "img", "svg", "script", "style", "iframe", " href=", " src=", " onload=",
      " style=", "\"", "'", "javascript:", "JaVaScRiPt:", "&#x6A;", "&#106;", "&colon;", "data:",
      "\t", "\n", "expression(", "url(", "x", "<!--", "-->", "<![CDATA[", "=", "`",
    ]
    var html = ""
    for _ in 0..<(5 + random.below(60)) { html += random.pick(parts) }
    let clean = HTMLSanitizer.sanitize(html)
    #expect(Self.unsafeMarkup(in: clean).isEmpty, "\(html) → \(clean)")
    #expect(
      !clean.lowercased().contains("<iframe ") && !clean.lowercased().contains("<iframe>"),
      "\(html) → \(clean)")
  }
}

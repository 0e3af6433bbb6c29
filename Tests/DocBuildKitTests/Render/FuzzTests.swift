import Foundation
import Testing

@testable import DocBuildKit

/// Random and mutated notes through the parser, callouts, mermaid and the sanitiser: no crash, no
/// hang (each case is small and the count bounds the time), and what comes out is HTML without a
/// script. Seeded, so a failure names the case that reproduces it. (Random notes found the
/// parser hang on deeply nested brackets: see SwiftSource.)
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

  /// Pieces notes are made of, with the edges parsers trip on.
  static let pieces = [
    "# 제목\n", "## 标题 {#id}\n", "```swift\n", "```\n", "~~~\n", "````output\n", "```mermaid\n",
    "flowchart TD\n", "A-->B\n", "A[\"<b>x</b>\"] -- \"라벨\" --> B{결정}\n", "subgraph S\n", "end\n",
    "{% hint style=\"info\" %}\n", "{% endhint %}\n", "> [!WARNING]\n", "> ", ":::tip 제목\n",
    ":::\n",
    "---\ntitle: [\n---\n", "- ", "1. ", "| a | b |\n|---|---|\n", "[x](javascript:alert(1))",
    "<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "<a href=\"jav&#x09;ascript:x\">",
    "<svg><animate onbegin=alert(1)>", "<details><summary>s</summary>", "</details>", "`", "**",
    "[^1]", "[^1]: note\n", "\u{0}", "\u{FEFF}", "\r\n", "\t", "    code\n", "<!--", "-->",
    "struct A: View { var body: some View { Text(\"x\") } }\n", "...\n", "…\n", "中文测试。", "\u{202E}",
    String(repeating: "[", count: 50), String(repeating: "> ", count: 30), "\n",
  ]

  /// Parses and renders a note: whatever it holds, the page has no script in its markup.
  static func check(_ data: Data, path: String) {
    let parsed = NoteParser.parse(data, path: path)
    guard let document = parsed.document else { return }
    let body = BodyRenderer.render(document, options: BodyRenderOptions(language: .en, path: path))
    #expect(unsafeMarkup(in: body.html).isEmpty, "\(path): \(unsafeMarkup(in: body.html))")
  }

  @Test(arguments: 0..<300)
  func randomNotes(seed: Int) {
    var random = Random(state: UInt64(seed))
    var text = ""
    for _ in 0..<(10 + random.below(60)) { text += random.pick(Self.pieces) }
    var bytes = Array(text.utf8)
    // A few raw byte flips: invalid UTF-8 too.
    for _ in 0..<random.below(4) where !bytes.isEmpty {
      bytes[random.below(bytes.count)] = UInt8(truncatingIfNeeded: random.next())
    }
    Self.check(Data(bytes), path: "en/fuzz-\(seed).md")
  }

  /// The corpus notes, each cut, spliced and repeated at random places.
  @Test(arguments: 0..<60)
  func mutatedRealNotes(seed: Int) throws {
    let files = TestPaths.files(in: TestPaths.corpus).filter { $0.hasSuffix(".md") }
    try #require(!files.isEmpty)
    var random = Random(state: UInt64(seed) &+ 1000)
    var bytes = Array(
      try Data(contentsOf: TestPaths.corpus.appendingPathComponent(random.pick(files))))
    for _ in 0..<(1 + random.below(8)) where bytes.count > 2 {
      let at = random.below(bytes.count)
      switch random.below(3) {
      case 0: bytes.removeSubrange(at..<min(bytes.count, at + random.below(200)))
      case 1: bytes.insert(contentsOf: Array(random.pick(Self.pieces).utf8), at: at)
      default:
        bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + random.below(300))], at: at)
      }
    }
    Self.check(Data(bytes), path: "ko/mutated-\(seed).md")
  }
}

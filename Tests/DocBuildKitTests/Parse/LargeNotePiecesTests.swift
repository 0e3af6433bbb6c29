import Foundation
import Testing

@testable import DocBuildKit

/// A large note is parsed in pieces to bound cmark's memory; the pieces must give exactly the
/// document that parsing the note whole gives. Each check cuts at every possible place
/// (a piece size of one byte) and compares with the whole parse.
@Suite("Parse: large notes in pieces")
struct LargeNotePiecesTests {
  /// The markdown cmark sees for a note: front matter and callout markers already replaced.
  private static func markdown(_ data: Data) -> (bytes: [UInt8], placeholders: CalloutPlaceholders)
  {
    let bytes: [UInt8]
    switch NoteBytes.prepare(data, path: "note.md") {
    case .binary: bytes = []
    case .text(let text, _): bytes = text
    }
    let body = FrontMatterParser.parse(bytes, path: "note.md").body
    let (markdown, placeholders) = CalloutPlaceholders.replacingMarkers(in: body)
    return (markdown, placeholders)
  }

  /// Parses `data` whole and cut at every possible place; the two documents must be equal.
  /// Returns whether the cut parse was used (false when the note had one piece, or when a cut
  /// went through an open block and the converter fell back to the whole parse).
  @discardableResult
  private static func expectSameDocument(_ data: Data, _ name: String) -> Bool {
    let (bytes, placeholders) = markdown(data)
    let whole = CmarkConverter.convert(
      bytes, path: name, placeholders: placeholders, pieceSize: .max)
    let pieces = MarkdownPieces.split(bytes, pieceSize: 1)
    let cut = CmarkConverter.convert(
      pieces, of: bytes, lines: LineTable(bytes: bytes), path: name, placeholders: placeholders)
    let chosen = CmarkConverter.convert(
      bytes, path: name, placeholders: placeholders, pieceSize: 1)
    #expect(chosen.blocks == whole.blocks, "\(name): blocks differ when parsed in pieces")
    #expect(chosen.diagnostics == whole.diagnostics, "\(name): diagnostics differ")
    if let cut { #expect(cut.blocks == whole.blocks, "\(name): a cut parse differs") }
    return pieces.count > 1 && cut != nil
  }

  static let notes: [URL] = {
    let folders =
      ["seeds", "corpus/ko", "corpus/zh", "corpus/en"].map {
        TestPaths.shared.appendingPathComponent($0)
      } + ["ko", "zh", "en"].map { TestPaths.content.appendingPathComponent($0) }
    return folders.flatMap { folder in
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      return names.sorted().filter { !$0.hasPrefix(".") && $0 != "README.md" }.map {
        folder.appendingPathComponent($0)
      }
    }
  }()

  @Test(arguments: notes)
  func aRealNoteCutEverywhereParsesAsWhole(_ url: URL) throws {
    Self.expectSameDocument(try Data(contentsOf: url), url.lastPathComponent)
  }

  /// Our own notes define no link references, so each is really cut, with no fallback.
  @Test func theTutorialIsReallyCut() throws {
    for url in Self.notes where url.path.hasPrefix(TestPaths.content.path) {
      #expect(
        Self.expectSameDocument(try Data(contentsOf: url), url.lastPathComponent),
        "\(url.lastPathComponent) was not parsed in pieces")
    }
  }

  /// Constructs that run past blank lines or end in unusual ways, where a wrong cut would show.
  static let tricky: [String] = [
    "- item\n  ```\n  code in a list\n\nText at column 0 ends the list and its fence.\n\n",
    "```\nfenced\n\nText inside the fence.\n\n# Not a heading\n```\n\n",
    "``` info`with`backticks\n\nText after inline code.\n\n",
    "~~~~swift\nlet a = 1\n\nTilde fence goes on.\n~~~\nStill code.\n~~~~~\n\n",
    "    ```\n    indented code, not a fence\n\nA paragraph.\n\n",
    "<!--\n\nA comment over blank lines.\n\n-->\n\n",
    "<pre>\n\nPreformatted over blank lines.\n\n</pre>\n\n",
    "<div>\n\nA div ends at the blank line.\n\n",
    "<<<< angles &&& and [[ brackets ]]\n\n",
    "> quoted\n\nNot quoted any more.\n\n",
    "1. one\n\n2. two, the same loose list\n\n",
    "| a | b |\n|---|---|\n| 1 | 2 |\n\nAfter the table.\n\n",
    "# Heading\n\n## 제목\n\n标题之后的段落。\n\n",
    "Setext\n======\n\nText.\n\n",
    "```\nunclosed fence at the end\n\nText.\n\n",
    "| a | b |\n|:--|--:|\n| 1 | 2 |\n| 3 |\n| 4 | 5 | 6 |\nno pipe row\n| `x` | *y* \\| z |\n\n",
    "| h |\n| - |\n| r1 |\n| r2 |\n> a quote ends the table\n\n",
    "| [link](a.md) | b |\n|---|---|\n| 1 | 2 |\n| 3 | 4 |\n\n",
    "Text before\n| not | a header row |\n|---|---|\n| 1 | 2 |\n\n",
    "- one\n- two\n  - nested\n  - nested too\n- three\n\n",
    "- a\n* b\n* c\n+ d\n\n",
    "1. one\n2. two\n3) three\n4) four\n\n",
    "- tight\n- list\nlazy line\n- more\n- - -\n\n",
    "- a\n\n  a second paragraph makes it loose\n- b\n- c\n\n",
    "- [ ] task\n- [x] done\n- plain\n\n",
    "Paragraph\n- interrupting item\n- second\n\n",
    "[a link](next.md) starts a paragraph\n\n![an image](a.png) starts one too\n\n",
    "* a\n\n* b of the same loose list\n\n***\n\n**bold** and *emphasis* start paragraphs\n\n",
    "`code` starts a paragraph\n\n~~~\nfence\n~~~\n\n\\# escaped\n\n_emphasis_ (and) \"quotes\"\n\n",
  ]

  @Test func trickyConstructsCutEverywhereParseAsWhole() {
    let cut = Self.tricky.filter { Self.expectSameDocument(Data($0.utf8), $0) }
    // Most of them can be cut after their first block; the rest must fall back, not differ.
    #expect(cut.count >= Self.tricky.count / 2, "only \(cut.count) snippets were cut")
  }

  /// Random sequences of the tricky constructs (seeded: the same sequences on every run).
  @Test func randomSequencesOfTrickyConstructsParseAsWhole() {
    var random = FuzzTests.Random(state: 14)
    for round in 0..<200 {
      let text = (0..<(random.below(8) + 2)).map { _ in random.pick(Self.tricky) }.joined()
      Self.expectSameDocument(Data(text.utf8), "random sequence \(round)")
    }
  }

  @Test func aLargeNoteIsCutAndOneWithReferencesIsNot() {
    let paragraph = "A line of prose that goes on for a while, with `code` and *emphasis*.\n\n"
    let large = Array(String(repeating: paragraph, count: 20_000).utf8)
    let pieces = MarkdownPieces.split(large)
    #expect(pieces.count == large.count / MarkdownPieces.pieceSize + 1)
    #expect(pieces.first?.bytes.lowerBound == 0 && pieces.last?.bytes.upperBound == large.count)
    #expect(
      zip(pieces, pieces.dropFirst()).allSatisfy { $0.bytes.upperBound == $1.bytes.lowerBound })

    let referenced = Array(
      (String(repeating: paragraph, count: 20_000) + "[a]: https://example.org\n").utf8)
    #expect(MarkdownPieces.split(referenced).count == 1)
  }

  /// A long table or list has no line that ends every construct: it is cut between rows or
  /// items, and the halves are joined into the table or list of the whole parse.
  @Test(arguments: [
    (1...3000).map { "| \($0) | 칸 \($0) | `x` |\n" }.joined(),
    (1...3000).map { String(repeating: "  ", count: $0 % 5) + "- item \($0)\n" }.joined(),
    (1...3000).map { "\($0). item \($0)\n" }.joined(),
  ])
  func aLongTableOrListIsCutBetweenRowsOrItems(_ body: String) throws {
    let text = body.hasPrefix("|") ? "| n | 값 | code |\n|---|:-:|--:|\n" + body : body
    let bytes = Array(text.utf8)
    let pieces = MarkdownPieces.split(bytes, pieceSize: 4096)
    #expect(pieces.count > 10)
    #expect(pieces.dropFirst().allSatisfy { $0.continues != .nothing })
    let cut = try #require(
      CmarkConverter.convert(
        pieces, of: bytes, lines: LineTable(bytes: bytes), path: "long.md",
        placeholders: CalloutPlaceholders()))
    let whole = CmarkConverter.convert(
      bytes, path: "long.md", placeholders: CalloutPlaceholders(), pieceSize: .max)
    #expect(cut.blocks.count == 1)
    #expect(cut.blocks == whole.blocks)
  }

  @Test func aLargeNoteKeepsItsLineNumbers() {
    var text = ""
    for index in 1...30_000 { text += "Paragraph \(index).\n\n" }
    let result = CmarkConverter.convert(
      Array(text.utf8), path: "big.md", placeholders: CalloutPlaceholders())
    #expect(result.blocks.count == 30_000)
    #expect(result.blocks.last?.range.start == SourcePosition(line: 59_999, column: 1))
  }
}

import Foundation
import Testing

@testable import DocBuildKit

/// One paragraph (or one line) of characters that cmark makes a node each of has no blank line
/// to cut at; it once took two hundred times its size to parse (15 MB of `[`: 3.4 GB).
@Suite("Parse: notes too dense in markup")
struct DenseMarkupTests {
  static let megabyte = 1 << 20

  /// A note of `line` repeated up to a megabyte, after a heading and a blank line.
  static func note(_ line: String, newline: Bool = true) -> String {
    let count = megabyte / (line.utf8.count + (newline ? 1 : 0))
    return "# 빽빽한 노트\n\n"
      + Array(repeating: line, count: count).joined(separator: newline ? "\n" : "") + "\n"
  }

  @Test(arguments: [
    ("[", true), ("<", true), ("&", true), ("[", false), ("*a", true), ("![x", true),
  ])
  func aDenseParagraphIsPlainTextWithAWarning(_ unit: String, _ newline: Bool) {
    let line = String(repeating: unit, count: 4000 / unit.count)
    let started = Date()
    let parsed = parseNote(Self.note(line, newline: newline))
    #expect(Date().timeIntervalSince(started) < 20)
    let warnings = parsed.diagnostics.filter { $0.id == "input.dense-markup" }
    #expect(warnings.count == 1, "\(unit)")
    #expect(warnings.first?.range?.start.line == 1)
    let blocks = parsed.document?.blocks ?? []
    guard blocks.count == 1, case .paragraph(let paragraph) = blocks[0],
      case .text(let text) = paragraph.content.first
    else {
      Issue.record("expected one paragraph of plain text, got \(blocks.count) blocks")
      return
    }
    // Every character is kept, as text.
    #expect(text.hasPrefix("# 빽빽한 노트\n\n" + line))
    #expect(text.utf8.count >= Self.megabyte - 4000)
  }

  /// The same sizes in usual shapes parse as markdown, as before: prose with inline markup in
  /// paragraphs, one long paragraph of plain words, a Swift block full of brackets and generics
  /// (one node), indented code, a long list.
  @Test func usualShapesOfTheSameSizeAreParsed() {
    let prose =
      "뷰는 *값*을 가집니다. 视图持有 `@State` 的值, and [a link](next.md) & <b>bold</b> text_here.\n"
    let words = "A view's value survives a redraw 视图的值在重绘时保留 뷰의 값은 다시 그려도 남습니다"
    let code = "let table: [String: [Int]] = [\"a\": [1, 2]] // Array<Dictionary<K, V>>!"
    let notes = [
      Self.note(prose),
      Self.note(words),
      "# 코드\n\n```swift\n" + Self.note(code).dropFirst(10) + "```\n",
      "# 들여쓴 코드\n\n" + Self.note("    " + code).dropFirst(10),
      Self.note("- [ ] item with `code` and *emphasis*"),
    ]
    for note in notes {
      let parsed = parseNote(String(note))
      #expect(!parsed.diagnostics.contains { $0.id == "input.dense-markup" })
      #expect((parsed.document?.blocks.count ?? 0) >= 2)
    }
  }

  @Test func theEstimateSkipsPiecesTooSmallToMatter() {
    #expect(DenseMarkup.excess(in: Array(repeating: UInt8(ascii: "["), count: 60_000)[...]) == nil)
    #expect(DenseMarkup.excess(in: Array(repeating: UInt8(ascii: "["), count: 200_000)[...]) != nil)
  }
}

import Foundation
import Synchronization
import Testing

@testable import DocBuildKit

@Suite("Parse: bad input never crashes or hangs")
struct ParseBadInputTests {
  @Test func invalidUTF8IsAnErrorAtTheFirstBadByteAndThePageIsStillBuilt() throws {
    var data = Data("# 제목\n가나".utf8)
    data.append(contentsOf: [0xFF, 0xFE])
    data.append(contentsOf: Data("다\n".utf8))
    let parsed = NoteParser.parse(data, path: "ko/broken.md")
    #expect(
      parsed.diagnostics.map(\.formatted) == [
        "ko/broken.md:2:3: error: invalid UTF-8; the bad bytes are shown as \u{FFFD}"
      ])
    let doc = try #require(parsed.document)
    #expect(doc.title == "제목")
    #expect(doc.blocks.last?.paragraph?.content == [.text("가나\u{FFFD}\u{FFFD}다")])
  }

  @Test func binaryFileIsAnErrorWithoutDocument() {
    let data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D])
    let parsed = NoteParser.parse(data, path: "en/image.md")
    #expect(parsed.document == nil)
    #expect(
      parsed.diagnostics.map(\.formatted) == [
        "en/image.md: error: not a text file (it contains NUL bytes); no page is built"
      ])
  }

  @Test func emptyNoteWarnsAndIsStillBuilt() {
    for content in ["", "  \n\n\t\n", "\u{FEFF}"] {
      let parsed = NoteParser.parse(Data(content.utf8), path: "zh/empty.md")
      #expect(parsed.diagnostics.map(\.formatted) == ["zh/empty.md: warning: empty note"])
      #expect(parsed.document?.blocks == [])
      #expect(parsed.document?.title == "empty")
    }
  }

  @Test func unterminatedFenceWarnsAtItsLine() throws {
    let parsed = parseNote("문단\n\n```swift\nlet 값 = 1\n\n마지막 줄\n")
    #expect(
      parsed.diagnostics.map(\.formatted) == [
        "note.md:3:1: warning: code fence is never closed; the code runs to the end of its container"
      ])
    let code = try #require(parsed.document?.blocks.last?.codeBlock)
    #expect(code.code.hasPrefix("let 값 = 1\n\n마지막 줄\n"))
  }

  @Test func unterminatedFenceInsideAListItemWarns() {
    let parsed = parseNote("- item\n  ~~~~\n  code\n\nafter\n")
    #expect(parsed.diagnostics.map(\.id) == ["parse.unterminated-fence"])
    #expect(parsed.diagnostics.first?.range?.start == SourcePosition(line: 2, column: 3))
  }

  @Test func closedFencesDoNotWarn() {
    let parsed = parseNote(
      "````md\n```swift\ninner\n```\n````\n\n> ```\n> quoted\n> ```\n\n```\n```\n")
    #expect(parsed.diagnostics.isEmpty)
    #expect(parsed.document?.blocks.first?.codeBlock?.code == "```swift\ninner\n```\n")
  }

  @Test func crlfAndByteOrderMarkWork() throws {
    let text =
      "\u{FEFF}---\r\ntitle: 윈도우 노트\r\n---\r\n# 제목\r\n\r\n```swift\r\nlet a = 1\r\n```\r\n한 줄\rold mac line\r\n"
    let parsed = NoteParser.parse(Data(text.utf8), path: "ko/crlf.md")
    #expect(parsed.diagnostics.isEmpty)
    let doc = try #require(parsed.document)
    #expect(doc.frontMatter.title == "윈도우 노트")
    #expect(doc.blocks.first?.heading?.range.start == SourcePosition(line: 4, column: 1))
    #expect(doc.blocks[1].codeBlock?.code == "let a = 1\n")
    #expect(doc.blocks[2].paragraph?.content == [.text("한 줄"), .softBreak, .text("old mac line")])
    #expect(
      doc.blocks[2].range
        == SourceRange(start: .init(line: 9, column: 1), end: .init(line: 10, column: 12)))
  }

  @Test func deepNestingFitsInASmallStack() {
    let depth = 10_000
    let notes = [
      String(repeating: "> ", count: depth) + "가장 깊은 인용\n",
      String(repeating: "- ", count: depth) + "最深的列表项\n",
      String(repeating: "> 1. ", count: depth) + "deepest mixed item\n",
      // The second line continues the innermost paragraph lazily.
      String(repeating: "* ", count: depth) + "첫 줄\n둘째 줄\n\n"
        + String(repeating: "> ", count: depth) + "```\ncode\n",
      String(repeating: "*", count: depth) + "强调" + String(repeating: "*", count: depth) + "\n",
      String(repeating: "[", count: depth) + "링크" + String(repeating: "](u)", count: depth) + "\n",
    ]
    let results = ResultBox()
    runOnSmallStack(bytes: 512 * 1024) {
      results.set(notes.map { parseNote($0) })
    }
    let parsed = results.get()
    #expect(parsed.count == notes.count)
    for (note, result) in zip(notes, parsed) {
      let text = visibleText(result.document?.blocks ?? [])
      let words = note.split(whereSeparator: { "> -*1.[]()u\n`".contains($0) }).map(String.init)
      for word in words {
        #expect(text.contains(word), "\(word) lost")
      }
    }
    for result in parsed.prefix(4) {
      #expect(result.diagnostics.filter { $0.id == "parse.nesting-too-deep" }.count == 1)
      #expect(result.diagnostics.first?.range?.start.line == 1)
    }
  }

  @Test func fiftyMegabyteNoteIsParsedInReasonableTime() throws {
    let section = """
      ## 절 제목과 中文标题 and English

      상태가 바뀌면 뷰가 다시 그려집니다. 状态改变时视图会重新绘制。 When state changes, the view is drawn again.

      ```swift
      @State private var count = 0
      ```

      - 첫째
      - 第二
      - third

      | a | b |
      |---|--:|
      | 1 | 2 |

      :::tip
      팁 본문
      :::


      """
    let count = 50_000_000 / section.utf8.count + 1
    let data = Data(String(repeating: section, count: count).utf8)
    #expect(data.count >= 50_000_000)
    let parsed = NoteParser.parse(data, path: "en/huge.md")
    #expect(parsed.diagnostics.isEmpty)
    let blocks = try #require(parsed.document?.blocks)
    #expect(blocks.count == count * 6)
    #expect(blocks.last?.callout?.kind == .tip)
  }

  @Test func parsingConcurrentlyGivesTheSameResults() {
    let notes = (0..<16).map { index in
      "---\ntitle: 노트 \(index)\n---\n{% hint style=\"info\" %}\n번호 \(index)\n{% endhint %}\n\n| x |\n|---|\n| \(index) |\n\n- [x] 任务 \(index)\n"
    }
    let sequential = notes.map { parseNote($0) }
    let concurrent = ResultBox()
    concurrent.set(Array(repeating: ParsedNote(document: nil, diagnostics: []), count: notes.count))
    DispatchQueue.concurrentPerform(iterations: notes.count) { index in
      concurrent.update(index, parseNote(notes[index]))
    }
    let results = concurrent.get()
    for index in notes.indices {
      #expect(results[index].document == sequential[index].document)
      #expect(results[index].diagnostics == sequential[index].diagnostics)
    }
  }
}

@Suite("Parse: cmark-gfm used from many threads")
struct ParseConcurrencyTests {
  /// cmark-gfm keeps the extensions' special characters in a global table during inline parsing;
  /// without our lock about 2% of these parses lost strikethroughs or autolinks.
  @Test func concurrentParsersKeepStrikethroughAndAutolinks() {
    let note = String(repeating: "~~옛 방식~~ 대신 https://example.org 참고\n\n", count: 200)
    let expected = parseNote(note).document
    let mismatches = Atomic<Int>(0)
    DispatchQueue.concurrentPerform(iterations: 400) { _ in
      if parseNote(note).document != expected { mismatches.add(1, ordering: .relaxed) }
    }
    #expect(mismatches.load(ordering: .relaxed) == 0)
    let first = expected?.blocks.first?.paragraph?.content
    #expect(first?.first == .strikethrough([.text("옛 방식")]))
  }
}

/// Results handed from another thread to the test.
private final class ResultBox: @unchecked Sendable {
  private let lock = NSLock()
  private var results: [ParsedNote] = []

  func set(_ values: [ParsedNote]) { lock.withLock { results = values } }
  func update(_ index: Int, _ value: ParsedNote) { lock.withLock { results[index] = value } }
  func get() -> [ParsedNote] { lock.withLock { results } }
}

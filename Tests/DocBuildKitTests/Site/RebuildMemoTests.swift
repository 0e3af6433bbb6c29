import Foundation
import Testing

@testable import DocBuildKit

/// `serve`'s rebuilds: an edit re-renders only the outputs whose inputs it changed, and the
/// result is byte for byte a full build's.
@Suite struct RebuildMemoTests {
  let fixture = SiteFixture([
    "en/01-state.md": "# State\n\nA view owns its state.\n\n```swift\nlet answer = 42\n```\n",
    "en/02-binding.md": "# Binding\n\nA binding borrows it. See [state](01-state.md).\n",
    "en/03-lists.md": "# Lists\n\nRows have identity.\n",
    "ko/01-state.md": "# 상태\n\n뷰는 상태를 가집니다.\n",
  ])

  /// Builds in memory, with the memo or (nil) from nothing.
  func build(_ memo: RebuildMemo?) throws -> [String: Data] {
    var options = BuildOptions(input: fixture.content, output: fixture.site, runExamples: false)
    options.memo = memo
    return try SiteBuilder(options: options, diagnostics: DiagnosticEngine()).buildInMemory().files
  }

  @Test func anEditRemakesOnlyWhatDependsOnIt() throws {
    defer { fixture.remove() }
    let memo = RebuildMemo()
    #expect(try build(memo) == build(nil))
    #expect(memo.remade.count == 20)

    // Nothing changed: nothing is made again.
    #expect(try build(memo) == build(nil))
    #expect(memo.remade == [])

    // Prose: the note's parse, body and page, and its language's search files.
    fixture.write(["en/02-binding.md": "# Binding\n\nA binding borrows the value.\n"])
    #expect(try build(memo) == build(nil))
    #expect(
      memo.remade == [
        "body:en/02-binding.html", "page:en/02-binding.html", "parse:en/02-binding.md", "search:en",
      ])

    // A title: its page, the page whose previous/next link shows it and the language home;
    // the chapter list is the language's toc.js, so no other page changes.
    fixture.write(["en/03-lists.md": "# Lists and identity\n\nRows have identity.\n"])
    #expect(try build(memo) == build(nil))
    #expect(
      memo.remade == [
        "body:en/03-lists.html", "page:en/02-binding.html", "page:en/03-lists.html",
        "page:en/index.html", "parse:en/03-lists.md", "search:en",
      ])

    // A new note: the switchers of its translations link to it, and a page whose link to it
    // was missing now has it; the other bodies stay.
    fixture.write([
      "ko/02-binding.md": "# 바인딩\n\n값을 빌립니다.\n",
      "ko/01-state.md": "# 상태\n\n[바인딩](03-lists.md)을 보세요.\n",
    ])
    #expect(try build(memo) == build(nil))
    #expect(memo.remade.contains("page:en/02-binding.html"))
    #expect(!memo.remade.contains("page:en/03-lists.html"))
    #expect(!memo.remade.contains { $0.hasPrefix("body:en/") })
    fixture.write(["ko/03-lists.md": "# 목록\n"])
    #expect(try build(memo) == build(nil))
    #expect(memo.remade.contains("body:ko/01-state.html"))
    #expect(!memo.remade.contains("body:ko/02-binding.html"))
    #expect(!memo.remade.contains { $0.hasPrefix("body:en/") })

    // The configuration: everything.
    fixture.write(["docbuild.yml": "title: Notes\n"])
    #expect(try build(memo) == build(nil))
    #expect(memo.remade.contains("body:en/01-state.html"))
    #expect(memo.remade.contains("page:ko/01-state.html"))
  }

  /// With examples: an unchanged note keeps its evaluated examples; only the edited note's
  /// examples are evaluated again, and the site is still a full build's, diagnostics included.
  @Test func anUnchangedNoteKeepsItsExamples() throws {
    let fixture = SiteFixture([
      "en/01-counter.md": """
      # Counter

      ```swift
      struct Counter: View {
        @State var count = 0
        var body: some View { Button("Add \\(count)") { count += 1 } }
      }
      ```

      ```scenario
      tap "Add 0"
      ```

      ```output
      -- tap "Add 0"
      shows: Add 2
      ```
      """,
      "en/02-prose.md":
        "# Prose\n\nNo code here.\n\n```swift\nlet total = 1 + 1\nprint(total)\n```\n",
    ])
    defer { fixture.remove() }
    func build(_ memo: RebuildMemo?) throws -> ([String: Data], [Diagnostic]) {
      var options = fixture.options()
      options.memo = memo
      let engine = DiagnosticEngine()
      let files = try SiteBuilder(options: options, diagnostics: engine).buildInMemory().files
      return (files, engine.diagnostics)
    }
    let memo = RebuildMemo()
    let first = try build(memo)
    // The mismatching expected output is an error at its line, kept with the note's examples.
    #expect(first.1.contains { $0.id == "output.mismatch" && $0.path == "en/01-counter.md" })
    #expect(memo.remade.contains("examples:en/01-counter.md"))

    fixture.write([
      "en/02-prose.md":
        "# Prose\n\nStill no view.\n\n```swift\nlet total = 2 + 2\nprint(total)\n```\n"
    ])
    let second = try build(memo)
    #expect(memo.remade.contains("examples:en/02-prose.md"))
    #expect(!memo.remade.contains("examples:en/01-counter.md"))
    let full = try build(nil)
    #expect(second.0 == full.0)
    #expect(second.1 == full.1)
  }
}

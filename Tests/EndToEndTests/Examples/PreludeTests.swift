import Foundation
import Testing

@testable import DocBuildKit

/// A site's prelude: Swift every example is compiled with and no page shows, named in
/// `docbuild.yml` (for the site or a language), or in a note's front matter.
@Suite struct PreludeTests {
  /// A helper notes call without ever showing it, and one more declaration no block uses.
  static let helpers = """
    import SwiftUI

    extension Color {
      /// A colour that differs on every call, so a body that runs again shows it.
      static func random() -> Color {
        Color(red: .random(in: 0...1), green: .random(in: 0...1), blue: .random(in: 0...1))
      }
    }

    func 인사말() -> String { "안녕하세요, 프렐류드" }

    """

  static let koreanNote = """
    # 다시 그려지는 뷰

    배경색이 바뀌면 `body`가 다시 실행된 것입니다.

    ```swift
    struct 인사: View {
      var body: some View {
        Text(인사말()).background(Color.random())
      }
    }
    ```

    """

  @Test func aSitePreludeLetsBlocksUseWhatTheNoteNeverShows() throws {
    let fixture = SiteFixture([
      "docbuild.yml": "prelude: prelude.swift\n",
      "prelude.swift": Self.helpers,
      "ko/rerender.md": Self.koreanNote,
    ])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(summary.exampleReport == ["ko/rerender.md:5: run (completed)"])
    let page = TextOfHTML.decode(fixture.page("ko/rerender.html"))
    #expect(page.contains("안녕하세요, 프렐류드"))
    // The completion lists what the prelude declared for the block, never its code.
    #expect(page.contains("extension Color { static func random() -> Color }"))
    #expect(page.contains("func 인사말() -> String"))
    #expect(!page.contains(".random(in: 0...1)"))
    #expect(!page.contains("프렐류드\" }"))
  }

  @Test func aBlockThatDoesNotUseThePreludeListsNothing() throws {
    let fixture = SiteFixture([
      "docbuild.yml": "prelude: prelude.swift\n",
      "prelude.swift": Self.helpers,
      "zh/dice.md": """
      # 骰子

      ```swift
      struct 骰子: View {
        @State private var 点数 = Int.random(in: 1...6)
        var body: some View { Text("\\(点数)") }
      }
      ```

      """,
    ])
    defer { fixture.remove() }
    let (summary, _) = try fixture.build()
    #expect(summary.exampleReport == ["zh/dice.md:3: run"])
  }

  @Test func withoutThePreludeTheSameNoteDoesNotRun() throws {
    let fixture = SiteFixture(["ko/rerender.md": Self.koreanNote])
    defer { fixture.remove() }
    let (summary, _) = try fixture.build()
    #expect(summary.examples.run == 0)
  }

  @Test func aPreludeThatDoesNotCompileIsOneErrorAtItsOwnLine() throws {
    let broken = """
      import SwiftUI

      func 问候() -> String { 42 }

      """
    let fixture = SiteFixture([
      "docbuild.yml": "prelude: [prelude.swift, broken.swift]\n",
      "prelude.swift": Self.helpers,
      "broken.swift": broken,
      "zh/note.md": """
      # 计数

      ```swift
      struct 计数器: View {
        @State private var 次数 = 0
        var body: some View {
          Button("加一") { 次数 += 1 }.background(Color.random())
        }
      }
      ```

      """,
    ])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(diagnostics.map(\.id) == ["prelude.compile-error"])
    let error = try #require(diagnostics.first)
    #expect(error.path == "broken.swift")
    #expect(error.range?.start.line == 3)
    // The block is not blamed: it runs with the file that compiles.
    #expect(summary.exampleReport == ["zh/note.md:3: run (completed)"])
  }

  @Test func aLanguagePreludeAppliesToItsFolderOnly() throws {
    let config = """
      languages:
        - folder: ko
          prelude: ko-helpers.swift
        - en

      """
    let english = Self.koreanNote.replacingOccurrences(of: "# 다시 그려지는 뷰", with: "# Re-rendering")
      .replacingOccurrences(
        of: "배경색이 바뀌면 `body`가 다시 실행된 것입니다.", with: "A new colour means a new body.")
    let fixture = SiteFixture([
      "docbuild.yml": config,
      "ko-helpers.swift": Self.helpers,
      "ko/rerender.md": Self.koreanNote,
      "en/rerender.md": english,
    ])
    defer { fixture.remove() }
    let (summary, _) = try fixture.build()
    #expect(summary.exampleReport.contains("ko/rerender.md:5: run (completed)"))
    #expect(!summary.exampleReport.contains("en/rerender.md:5: run (completed)"))
    #expect(summary.examples.run == 1)
  }

  @Test func aNotesFrontMatterPreludeIsRelativeToItsFolder() throws {
    let note = "---\nprelude: helpers/colour.swift\n---\n" + Self.koreanNote
    let fixture = SiteFixture([
      "ko/helpers/colour.swift": Self.helpers,
      "ko/rerender.md": note,
    ])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(summary.exampleReport == ["ko/rerender.md:8: run (completed)"])
  }

  @Test func aPreludeThatCannotBeReadIsAnErrorWhereItIsNamed() throws {
    let fixture = SiteFixture([
      "docbuild.yml": "title: Notes\nprelude:\n  - missing.swift\n",
      "en/note.md": "# Note\n\nText.\n",
    ])
    defer { fixture.remove() }
    let (_, diagnostics) = try fixture.build()
    let error = try #require(diagnostics.first { $0.id == "prelude.unreadable" })
    #expect(error.path == "docbuild.yml")
    #expect(error.range?.start.line == 3)
  }

  @Test func changingThePreludeRunsTheExamplesAgain() throws {
    let fixture = SiteFixture([
      "docbuild.yml": "prelude: prelude.swift\n",
      "prelude.swift": Self.helpers,
      "ko/rerender.md": Self.koreanNote,
    ])
    defer { fixture.remove() }
    try fixture.build()
    fixture.write([
      "prelude.swift": Self.helpers.replacingOccurrences(of: "프렐류드", with: "새 프렐류드")
    ])
    let (summary, _) = try fixture.build()
    #expect(summary.examples.cached == 0)
    #expect(TextOfHTML.decode(fixture.page("ko/rerender.html")).contains("안녕하세요, 새 프렐류드"))
  }

  /// `serve` keeps a note's examples while the note is unchanged, but not across a prelude edit.
  @Test func serveRunsTheExamplesAgainWhenThePreludeChanges() throws {
    let fixture = SiteFixture([
      "docbuild.yml": "prelude: prelude.swift\n",
      "prelude.swift": Self.helpers,
      "ko/rerender.md": Self.koreanNote,
    ])
    defer { fixture.remove() }
    let memo = RebuildMemo()
    func page() throws -> String {
      var options = BuildOptions(input: fixture.content, output: fixture.site, runExamples: true)
      options.memo = memo
      let files = try SiteBuilder(options: options, diagnostics: DiagnosticEngine())
        .buildInMemory().files
      return TextOfHTML.decode(String(decoding: files["ko/rerender.html"] ?? Data(), as: UTF8.self))
    }
    #expect(try page().contains("안녕하세요, 프렐류드"))
    fixture.write([
      "prelude.swift": Self.helpers.replacingOccurrences(of: "프렐류드", with: "바뀐 프렐류드")
    ])
    #expect(try page().contains("안녕하세요, 바뀐 프렐류드"))
  }
}

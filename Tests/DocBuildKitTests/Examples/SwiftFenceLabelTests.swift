import Foundation
import Testing

@testable import DocBuildKit

/// Fences that mean Swift under another label, or none, run as Swift; the guessed ones say so.
@Suite struct SwiftFenceLabelTests {
  func build(_ files: [String: String]) throws -> (report: [String], diagnostics: [Diagnostic]) {
    let fixture = SiteFixture(files)
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    return (summary.exampleReport, diagnostics)
  }

  static let counter = """
    struct 点击计数: View {
      @State private var 次数 = 0
      var body: some View {
        Button("点了 \\(次数) 次") { 次数 += 1 }
      }
    }
    """

  @Test func labelsThatSaySwiftRunWithoutAWarning() throws {
    for label in ["run:swift", "swift:run", "swift:Counter.swift", "Swift", "{.swift}", "SwiftUI"] {
      let (report, diagnostics) = try build([
        "zh/note.md": "# 计数\n\n```\(label)\n\(Self.counter)\n```\n"
      ])
      #expect(report == ["zh/note.md:3: run"], "\(label)")
      #expect(diagnostics.isEmpty, "\(label): \(diagnostics.map(\.formatted))")
    }
  }

  @Test func aMisspeltLabelRunsWithAWarningAtItsFence() throws {
    let (report, diagnostics) = try build([
      "ko/note.md": "# 계수기\n\n본문.\n\n```swi\n\(Self.counter)\n```\n"
    ])
    #expect(report == ["ko/note.md:5: run"])
    #expect(diagnostics.map(\.id) == ["fence.misspelt-swift"])
    #expect(diagnostics.first?.range?.start.line == 5)
  }

  @Test func anUnlabelledSwiftUIBlockRunsWithAWarning() throws {
    let (report, diagnostics) = try build([
      "en/note.md": "# Counter\n\n```\n\(Self.counter)\n```\n\n```\nbodies: Counter\n```\n"
    ])
    #expect(report == ["en/note.md:3: run"])
    #expect(diagnostics.map(\.id) == ["fence.unlabelled-swift"])
    #expect(diagnostics.first?.range?.start.line == 3)
  }

  @Test func unlabelledTextAndOtherLanguagesStayAsTheyAre() {
    let shell = CodeBlock(
      info: "", code: "swift build --product docbuild\n", isFenced: true,
      range: SourceRange(lines: 1, 3), firstCodeLine: 2)
    #expect(SwiftFenceLabels.reading(of: shell) == nil)
    let plainSwift = CodeBlock(
      info: "", code: "let total = prices.reduce(0, +)\n", isFenced: true,
      range: SourceRange(lines: 1, 3), firstCodeLine: 2)
    #expect(SwiftFenceLabels.reading(of: plainSwift) == nil)
    for other in ["shell", "sh", "rust", "swiftlint", "sql"] {
      #expect(!SwiftFenceLabels.isMisspelt(other), "\(other)")
    }
    for misspelt in ["swi", "swif", "swfit", "swft", "swiftt"] {
      #expect(SwiftFenceLabels.isMisspelt(misspelt), "\(misspelt)")
    }
  }

  @Test func aFunctionThatReadsTheImplicitErrorIsAProgram() throws {
    let (report, _) = try build([
      "en/note.md": """
      # Loading

      ```swift
      enum LoadError: Error { case offline }

      func load() throws -> String { throw LoadError.offline }

      func show() {
        do {
          print(try load())
        } catch {
          print("failed: \\(error)")
        }
      }
      ```

      """
    ])
    #expect(report == ["en/note.md:3: compiled only"])
  }
}

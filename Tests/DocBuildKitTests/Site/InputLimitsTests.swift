import Foundation
import Testing

@testable import DocBuildKit

/// Small notes must not have large costs: each limit is checked for what it produces.
@Suite struct InputLimitsTests {
  /// 20,000 headings with one title each get their own anchor, numbered in order (the numbering
  /// keeps a counter per slug, so this note costs as much as 20,000 different headings).
  @Test func manyEqualHeadingsAreNumberedInOrder() {
    var anchors = HeadingAnchors()
    let given = (0..<20_000).map { _ in anchors.anchor(for: "Step").text }
    #expect(given.first == "step")
    #expect(given[1] == "step-1")
    #expect(given.last == "step-19999")
    #expect(Set(given).count == 20_000)
    // A heading that looks like a numbered duplicate still gets a fresh anchor.
    #expect(anchors.anchor(for: "Step 1").text == "step-1-1")
  }

  @Test func aChartAboveTheLimitIsShownAsSource() throws {
    var chart = "flowchart TD\n"
    for index in 0...MermaidRenderer.maximumNodes { chart += "  N\(index) --> N\(index + 1)\n" }
    let fixture = SiteFixture(["en/01-chart.md": "# Chart\n\n```mermaid\n\(chart)```\n"])
    defer { fixture.remove() }
    let (_, diagnostics) = try fixture.build(runExamples: false)
    let warning = try #require(diagnostics.first { $0.id == "mermaid.too-large" })
    #expect(warning.range?.start.line == 3)
    let page = fixture.page("en/01-chart.html")
    #expect(!page.contains("<svg"))
    #expect(page.contains("N150 --&gt; N151"))
  }

  @Test func aNoteAboveTheSizeLimitIsAnErrorAndTheRestIsBuilt() throws {
    let fixture = SiteFixture(["en/01-small.md": "# Small\n\nKept.\n"])
    defer { fixture.remove() }
    let big = fixture.content.appendingPathComponent("en/02-big.md")
    try Data(repeating: UInt8(ascii: "<"), count: NoteReader.maximumNoteSize + 1).write(to: big)
    let (summary, diagnostics) = try fixture.build(runExamples: false)
    #expect(summary.errors == 1)
    #expect(diagnostics.contains { $0.id == "input.too-large" && $0.path == "en/02-big.md" })
    #expect(fixture.page("en/01-small.html").contains("Kept."))
  }

  @Test func anExampleThatPrintsTooMuchIsStoppedAndSaysWhy() throws {
    let note =
      "# Loud\n\n```swift\nimport Foundation\nwhile true { print(String(repeating: \"x\", count: 1000)) }\n```\n"
    let fixture = SiteFixture(["en/01-loud.md": note])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(summary.examples.failed == 1)
    let error = try #require(diagnostics.first { $0.id == "example.failed" })
    #expect(error.message.contains("output exceeded 1 MB"), "\(error.message)")
  }
}

/// A Swift block of deeply nested brackets (swift-syntax's lookahead is exponential in them) is
/// shown and reported, never parsed: the build ends.
@Suite struct DeepBracketsTests {
  @Test func deeplyNestedBracketsAreReportedNotParsed() throws {
    let brackets = String(repeating: "[", count: 50)
    let note = "# Deep\n\n```swift\nlet x: \(brackets)Int\n```\n\nAfter.\n"
    let fixture = SiteFixture(["en/01-deep.md": note])
    defer { fixture.remove() }
    let (summary, _) = try fixture.build()
    #expect(summary.examples.notRun["syntax error"] == 1, "\(summary.examples.line)")
    let page = fixture.page("en/01-deep.html")
    #expect(page.contains(brackets))
    #expect(page.contains("After."))
    #expect(SwiftSource.isTooDeep(brackets))
    #expect(SwiftSource.parse(brackets) == nil)
    #expect(!SwiftSource.isTooDeep("let grid: [[[Int]]] = [[[1]]]"))
  }
}

import Foundation
import Testing

@testable import DocBuildKit

/// Whole pages compared with the files in Golden/render/. With `DOCBUILD_RECORD=1` the tests
/// rewrite those files in the source tree instead of comparing.
struct RenderPageGoldenTests {
  private static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Golden/render")

  private func check(_ html: String, against name: String) throws {
    let file = Self.goldenFolder.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["DOCBUILD_RECORD"] == "1" {
      try FileManager.default.createDirectory(
        at: Self.goldenFolder, withIntermediateDirectories: true)
      try html.write(to: file, atomically: true, encoding: .utf8)
      return
    }
    let golden = try #require(
      try? String(contentsOf: file, encoding: .utf8),
      "missing \(file.path); run with DOCBUILD_RECORD=1 to record it")
    if html != golden {
      let actual = html.split(separator: "\n", omittingEmptySubsequences: false)
      let expected = golden.split(separator: "\n", omittingEmptySubsequences: false)
      let line =
        zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(actual.count, expected.count)
      Issue.record(
        "\(name) differs at line \(line + 1):\n  expected: \(line < expected.count ? expected[line] : "<end>")\n  actual:   \(line < actual.count ? actual[line] : "<end>")"
      )
    }
  }

  @Test(arguments: Language.allCases)
  func notePage(_ language: Language) throws {
    let page = RenderPageFixtures.page(language)
    #expect(page.body.diagnostics.isEmpty)
    try check(PageTemplate.render(page), against: "counter.\(language.rawValue).html")
  }

  @Test func languageChooserPage() throws {
    try check(
      PageTemplate.renderLanguageChooser(homes: [
        .ko: "ko/index.html", .zh: "zh/index.html", .en: "en/index.html",
      ]),
      against: "index.html")
  }

  @Test func renderingTwiceGivesTheSameBytes() {
    #expect(
      PageTemplate.render(RenderPageFixtures.page(.zh))
        == PageTemplate.render(RenderPageFixtures.page(.zh)))
  }
}

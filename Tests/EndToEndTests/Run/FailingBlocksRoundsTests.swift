import Foundation
import Testing

@testable import DocBuildKit

/// A page whose blocks fail one after another, each for a name the note never shows: every
/// later block's context depends on whether the earlier ones compile, so a build that learns
/// one failure per round compiles each later block again, once per earlier block.
@Suite struct FailingBlocksRoundsTests {
  /// `count` views, each reading a model the note never declares, in one note of `language`.
  static func page(_ language: String, count: Int) -> String {
    let heading = ["ko": "화면 \(count)개", "zh": "\(count) 个视图", "en": "\(count) views"][language]!
    let prose = [
      "ko": "모델은 다른 글에서 만든다.",
      "zh": "模型在另一篇笔记里定义。",
      "en": "The model comes from another note.",
    ][language]!
    let blocks = (1...count).map { number in
      """
      ```swift
      struct Panel\(number): View {
        @ObservedObject var store: Store\(number)
        var body: some View { Text(store.title) }
      }
      ```
      """
    }
    return "# \(heading)\n\n\(prose)\n\n" + blocks.joined(separator: "\n\n") + "\n"
  }

  @Test(arguments: ["ko", "zh", "en"])
  func eachBlockIsCompiledAFewTimesNotOncePerEarlierBlock(language: String) throws {
    let count = 8
    let fixture = SiteFixture(["\(language)/panels.md": Self.page(language, count: count)])
    defer { fixture.remove() }
    let (summary, _) = try fixture.build()
    #expect(summary.examples.notRun["excerpt"] == count)
    // Once per earlier block would be 8 + 7 + … + 1 = 36 compilations.
    #expect(summary.examples.compiled <= 2 * count, "\(summary.examples.compiled) compilations")
  }

  /// The assumption changes only what is asked on the way: each block still says it needs the
  /// model the note never declares, at its own line.
  @Test func theReasonsAreEachBlocksOwn() throws {
    let (report, _, _) = try SiteFixture.buildNote("en/panels.md", Self.page("en", count: 3))
    #expect(
      report
        == (0..<3).map {
          "en/panels.md:\(5 + 7 * $0): not run (excerpt): uses `Store\($0 + 1)`, which the note never declares"
        })
  }
}

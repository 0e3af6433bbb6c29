import Testing

@testable import DocBuildKit

/// The build's summary line counts a block whose declarations ran in another block's example
/// apart from the blocks that were only compiled.
@Suite struct ExampleCountsTests {
  @Test func blocksThatRanInAnotherExampleAreCountedApart() {
    var counts = ExampleCounts()
    counts.count(.compiledOnly, problems: [], at: "en/model.md:3", ranInAnotherExample: true)
    counts.count(.compiledOnly, problems: [], at: "en/model.md:9")
    #expect(
      counts.line
        == "Examples: 0 run, 1 ran in another block's example, 1 compiled only, 0 not run, "
        + "0 failed, 0 ignored; 0 compiled, 0 from cache")
  }

  @Test func theLineSaysNothingOfThemWhenThereAreNone() {
    var counts = ExampleCounts()
    counts.count(.compiledOnly, problems: [], at: "zh/model.md:3")
    #expect(
      counts.line
        == "Examples: 0 run, 1 compiled only, 0 not run, 0 failed, 0 ignored; 0 compiled, 0 from cache"
    )
  }
}

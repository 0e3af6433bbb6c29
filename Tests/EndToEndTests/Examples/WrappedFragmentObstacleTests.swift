import Testing

@testable import DocBuildKit

/// A fragment docbuild wrapped in a view compiled there: when only its own mistake stops it, the
/// reason says that mistake alone, not "and besides, a view expression: belongs inside a body".
@Suite struct WrappedFragmentObstacleTests {
  @Test func anAssetSymbolIsTheOnlyObstacle() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "en/planets.md",
      """
      # Planets

      ```swift
      Text("Mars")
          .padding()
      ```

      ```swift
      Image(.redPlanet)
          .resizable()
          .scaledToFit()
      ```

      """)
    #expect(
      report == [
        "en/planets.md:3: run (completed)",
        "en/planets.md:8: not run (note's mistake): `.redPlanet` is an image symbol Xcode generates from the project's asset catalog, which the note does not ship",
      ])
    #expect(!page.contains("belongs inside a view"))
  }
}

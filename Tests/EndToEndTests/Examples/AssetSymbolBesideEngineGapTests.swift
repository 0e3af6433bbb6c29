import Testing

@testable import DocBuildKit

/// A block stopped by an engine gap (`ImageResource`) that also uses asset-catalog image symbols
/// says them too: the engine alone is not all that stops it.
@Suite struct AssetSymbolBesideEngineGapTests {
  @Test func theSymbolsAreSaidBesideTheGap() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/photo.md",
      """
      # 사진

      ```swift
      struct PhotoView: View {
        let photo: ImageResource
        var body: some View { Image(photo).resizable() }
      }

      #Preview {
        PhotoView(photo: .seaside)
      }
      ```

      """)
    let last = try #require(report.last)
    #expect(last.hasPrefix("ko/photo.md:3: not run (engine lacks): "))
    #expect(
      last.hasSuffix(
        "; it also uses `.seaside`, an image symbol Xcode generates from the project's asset catalog, which the note does not ship"
      ))
    #expect(page.contains("또한 .seaside을(를) 씁니다"))
  }
}

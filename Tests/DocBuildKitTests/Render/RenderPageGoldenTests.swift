import Foundation
import Testing

@testable import DocBuildKit

/// Whole pages compared with the files in Golden/render/. With `DOCBUILD_RECORD=1` the tests
/// rewrite those files in the source tree instead of comparing.
struct RenderPageGoldenTests {
  private func check(_ html: String, against name: String) throws {
    try GoldenFile.check(html, against: "render/" + name)
  }

  @Test(arguments: SiteConfiguration.standard.languages)
  func notePage(_ language: Language) throws {
    let page = RenderPageFixtures.page(language)
    #expect(page.body.diagnostics.isEmpty)
    try check(PageTemplate.render(page), against: "counter.\(language.folder).html")
  }

  @Test func languageChooserPage() throws {
    try check(
      PageTemplate.renderRootPage(
        heading: .chooseLanguage, languages: SiteConfiguration.standard.languages,
        homes: [
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

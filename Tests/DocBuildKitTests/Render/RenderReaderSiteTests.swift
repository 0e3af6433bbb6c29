import EngineInterface
import Foundation
import Testing

@testable import DocBuildKit

/// What the reader's site adds around the notes: the embedded front-end files, previews, run
/// timelines, chapter numbers, descriptions, and the conventions of a published site.
struct RenderReaderSiteTests {
  /// The stylesheet and scripts in the binary are the files of `Assets/`, byte for byte; the site
  /// gets them compacted.
  @Test func embeddedAssetsAreTheAssetFiles() throws {
    let folder = TestPaths.packageRoot.appendingPathComponent("Sources/DocBuildKit/Assets")
    func file(_ name: String) throws -> String {
      try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }
    #expect(Stylesheet.css == (try file("style.css")) + "\n" + (try file("preview.css")))
    #expect(
      SearchPage.script
        == (try file("search-terms.js")) + (try file("search-ranking.js"))
        + (try file("search-results.js")))
    let assets = Dictionary(uniqueKeysWithValues: SiteAssets.files.map { ($0.path, $0.text) })
    #expect(assets[Stylesheet.path] == AssetCompaction.css(Stylesheet.css))
    #expect(assets[SiteAssets.siteScriptPath] == AssetCompaction.javascript(try file("site.js")))
    #expect(assets[SiteAssets.themeScriptPath] == AssetCompaction.javascript(try file("theme.js")))
    #expect(assets[SiteAssets.faviconPath] == (try file("favicon.svg")))
  }

  /// `:lang(ko)` matches the code inside a Korean page too, and outranks `code`: language rules
  /// may not set fonts, so code keeps its monospace font.
  @Test func languageRulesNeverSetTheFontOfCode() throws {
    let css = Stylesheet.css.replacingOccurrences(
      of: "(?s)/\\*.*?\\*/", with: "", options: [.regularExpression])
    let rule = try NSRegularExpression(pattern: "([^{}]+)\\{([^{}]*)\\}")
    var codeRule = false
    for match in rule.matches(in: css, range: NSRange(css.startIndex..., in: css)) {
      let selector = String(css[Range(match.range(at: 1), in: css)!])
      let body = String(css[Range(match.range(at: 2), in: css)!])
      if selector.contains(":lang(") {
        #expect(!body.contains("font-family"), "\(selector) sets a font")
      }
      if selector.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("code, pre") {
        codeRule = body.contains("var(--font-mono)")
      }
    }
    #expect(codeRule)
  }

  private func step(_ name: String, snapshot: String, bodies: [String]) -> StepReport {
    StepReport(
      step: name, console: ["\(name) printed"],
      bodies: bodies.map {
        BodyRun(view: String($0.split(separator: "/").last!), path: $0)
      },
      created: [], destroyed: [], snapshot: snapshot)
  }

  @Test func aRunIsOneTimelineOfInertPreviewsWithItsSourcesFoldedIn() throws {
    let screen =
      "<div class=\"ui-navigation\"><nav class=\"ui-navbar\"><h1 class=\"ui-title\">Title</h1></nav>"
      + "<section class=\"ui-section\"><h2 class=\"ui-section-header\">Head</h2><ul><li>"
      + "<button class=\"ui-button\">Go</button></li></ul></section></div>"
    let report = RunReport(
      interface: RunReport.interfaceVersion,
      steps: [
        step("first render", snapshot: screen, bodies: ["Screen", "Screen/VStack/Row"]),
        step("tap \"Go\"", snapshot: screen, bodies: ["Screen/VStack/Row"]),
      ], failure: nil)
    let sources = ExampleResultRenderer.Sources(scenario: "tap \"Go\"", expected: "Go printed")
    let passed = try #require(
      ExampleResultRenderer.html(
        .ran(report: report, expectedMatched: true), scenario: Scenario(steps: []), problems: [],
        language: .en, sources: sources))
    #expect(passed.hasPrefix("<div class=\"run run-timeline\">"))
    #expect(passed.contains("<span class=\"status-badge status-passed\">Passed</span>"))
    #expect(passed.components(separatedBy: "<button type=\"button\" role=\"tab\"").count == 3)
    #expect(passed.components(separatedBy: "<div class=\"preview\" inert").count == 3)
    // The preview adds no landmark and no heading to the page, and keeps its classes.
    for tag in ["<nav", "<h1", "<h2"] { #expect(!passed.contains(tag)) }
    #expect(passed.contains("<div class=\"ui-navbar\"><div class=\"ui-title\">Title</div></div>"))
    // The second step highlights the one body that ran in the view tree.
    #expect(
      passed.contains(
        "<ul class=\"view-tree\"><li><span class=\"view-node\">Screen</span><ul><li><span class=\"view-node ran\">Row</span></li></ul></li></ul>"
      ))
    #expect(passed.contains("<details class=\"run-source\"><summary>Scenario</summary>"))
    #expect(passed.contains("<details class=\"run-source\"><summary>Expected</summary>"))
    // A mismatch opens the expected output; its diff is in the problems.
    let mismatch = try #require(
      ExampleResultRenderer.html(
        .ran(report: report, expectedMatched: false), scenario: Scenario(steps: []), problems: [],
        language: .en, sources: sources))
    #expect(mismatch.contains("<details class=\"run-source\" open><summary>Expected</summary>"))
    var withActual = sources
    withActual.actual = "Other printed"
    let compared = try #require(
      ExampleResultRenderer.html(
        .ran(report: report, expectedMatched: false), scenario: Scenario(steps: []), problems: [],
        language: .en, sources: withActual))
    #expect(
      compared.contains(
        "<div class=\"run-compare\"><details class=\"run-source\" open><summary>Expected</summary><pre class=\"console\">Go printed</pre></details><details class=\"run-source\" open><summary>Actual</summary><pre class=\"console\">Other printed</pre></details></div>"
      ))
    #expect(mismatch.contains("<span class=\"status-badge status-failed\">Failed</span>"))
    let notRun = try #require(
      ExampleResultRenderer.html(
        .compiledOnly, scenario: Scenario(steps: []), problems: [], language: .ko))
    #expect(notRun.contains("<span class=\"status-badge status-compiled\">컴파일만 함</span>"))
    #expect(!notRun.contains("run-timeline"))
  }

  @Test func previewColoursMadeFromComponentsArePainted() {
    #expect(
      PreviewMarkup.html("<span class=\"ui-color\" data-color=\"rgb(12, 34, 255)\"></span>")
        == "<span class=\"ui-color\" data-color=\"rgb(12, 34, 255)\" style=\"--ui-swatch: rgb(12, 34, 255)\"></span>"
    )
    #expect(
      PreviewMarkup.html("<span class=\"ui-color\" data-color=\"red\"></span>")
        == "<span class=\"ui-color\" data-color=\"red\" style=\"--ui-swatch: var(--ui-red, var(--ui-fill))\"></span>"
    )
  }

  /// Modifiers' values reach the stylesheet as custom properties, in points; a value that is not
  /// a number or a colour name is dropped, so no text of the example can become CSS.
  @Test func previewModifierValuesBecomeCustomProperties() {
    #expect(
      PreviewMarkup.html(
        "<div class=\"ui-modified\" data-padding=\"8\" data-padding-edges=\"top bottom\"><p class=\"ui-text\">A</p></div>"
      )
        == "<div class=\"ui-modified\" data-padding=\"8\" data-padding-edges=\"top bottom\" style=\"--ui-padding: 8\"><p class=\"ui-text\">A</p></div>"
    )
    #expect(
      PreviewMarkup.html(
        "<div class=\"ui-modified\" data-width=\"120.5\" data-height=\"40\" data-background=\"blue\" data-foreground=\"rgb(1, 2, 3)\"></div>"
      )
        == "<div class=\"ui-modified\" data-width=\"120.5\" data-height=\"40\" data-background=\"blue\" data-foreground=\"rgb(1, 2, 3)\" style=\"--ui-width: 120.5; --ui-height: 40; --ui-background: var(--ui-blue, var(--ui-fill)); --ui-foreground: rgb(1, 2, 3)\"></div>"
    )
    #expect(
      PreviewMarkup.html(
        "<div class=\"ui-modified\" data-padding=\"red\" data-background=\"1;x:y\" data-font=\"title\" data-bold></div>"
      )
        == "<div class=\"ui-modified\" data-padding=\"red\" data-background=\"1;x:y\" data-font=\"title\" data-bold></div>"
    )
  }

  /// Effects reach the stylesheet as CSS transforms and filters, gradients with their colours as
  /// the stylesheet's variables, and drawings stay SVG; a gradient with anything but colours and
  /// positions is dropped.
  @Test func previewEffectsBecomeTransformsFiltersAndGradients() {
    #expect(
      PreviewMarkup.html(
        "<div class=\"ui-modified\" data-scale=\"1.5 2\" data-anchor=\"0 1\"></div>")
        == "<div class=\"ui-modified\" data-scale=\"1.5 2\" data-anchor=\"0 1\" style=\"--ui-transform: scale(1.5, 2); --ui-anchor: 0.0% 100.0%\"></div>"
    )
    #expect(
      PreviewMarkup.html("<div class=\"ui-modified\" data-transform=\"0 1 -1 0 10 -2.5\"></div>")
        == "<div class=\"ui-modified\" data-transform=\"0 1 -1 0 10 -2.5\" style=\"--ui-transform: "
        + "translate(calc(10 * var(--ui-pt)), calc(-2.5 * var(--ui-pt))) matrix(0, 1, -1, 0, 0, 0)\"></div>"
    )
    #expect(
      PreviewMarkup.html(
        "<div class=\"ui-modified\" data-shadow=\"4 1 2\" data-shadow-color=\"red\"></div>")
        == "<div class=\"ui-modified\" data-shadow=\"4 1 2\" data-shadow-color=\"red\" style=\"--ui-filter: drop-shadow(calc(1 * var(--ui-pt)) calc(2 * var(--ui-pt)) calc(4 * var(--ui-pt)) var(--ui-red, var(--ui-fill)))\"></div>"
    )
    #expect(
      PreviewMarkup.html(
        "<span class=\"ui-color\" data-color=\"linear-gradient(180deg, blue 0%, rgba(1, 2, 3, 0.5) 100%)\"></span>"
      )
        == "<span class=\"ui-color\" data-color=\"linear-gradient(180deg, blue 0%, rgba(1, 2, 3, 0.5) 100%)\" style=\"--ui-swatch: linear-gradient(180deg, var(--ui-blue, var(--ui-fill)) 0%, rgba(1, 2, 3, 0.5) 100%)\"></span>"
    )
    #expect(
      PreviewMarkup.html(
        "<span class=\"ui-color\" data-color=\"linear-gradient(180deg, url(x) 0%)\"></span>")
        == "<span class=\"ui-color\" data-color=\"linear-gradient(180deg, url(x) 0%)\"></span>"
    )
    #expect(
      PreviewMarkup.html(
        "<svg class=\"ui-drawing\" viewBox=\"0 0 10 10\" width=\"10\" height=\"10\"><path d=\"M0 0 L10 10\" data-fill=\"red\"></path></svg>"
      )
        == "<svg class=\"ui-drawing\" viewbox=\"0 0 10 10\" width=\"10\" height=\"10\"><path d=\"M0 0 L10 10\" data-fill=\"red\" style=\"--ui-fill-paint: var(--ui-red, var(--ui-fill))\"></path></svg>"
    )
  }

  @Test func viewTreeNestsPathsUnderTheirLongestPrefix() {
    let tree = ViewTree(["A", "A/VStack/B", "A/VStack/C", "A/VStack/B/HStack/D", "A/VStack/B"])
    #expect(
      tree.html(ran: ["A/VStack/B"])
        == "<ul class=\"view-tree\"><li><span class=\"view-node\">A</span><ul><li><span class=\"view-node ran\">B</span><ul><li><span class=\"view-node\">D</span></li></ul></li><li><span class=\"view-node\">C</span></li></ul></li></ul>"
    )
    #expect(ViewTree(["Only"]).html(ran: ["Only"]) == "")
  }

  @Test func chapterNumbersComeFromTheFileName() {
    #expect(ChapterNumber.of("ko/04-state.md") == 4)
    #expect(ChapterNumber.of("00-guide.md") == 0)
    #expect(ChapterNumber.of("guide/12_lists.md") == 12)
    #expect(ChapterNumber.of("intro.md") == nil)
    #expect(ChapterNumber.of("2024report.md") == nil)
    #expect(ChapterNumber.title("State", 4) == "4. State")
    #expect(ChapterNumber.title("State", nil) == "State")
  }

  @Test func descriptionFallsBackToTheFirstParagraph() {
    #expect(
      PageDescription.of(document("# Title\n\nFirst   *paragraph*\nhere.\n\nSecond.\n"))
        == "First paragraph here.")
    #expect(PageDescription.of(document("---\ndescription: Given\n---\n\nText.\n")) == "Given")
    #expect(PageDescription.of(document("# Only a title\n")) == nil)
    let long = String(repeating: "word ", count: 60)
    let cut = PageDescription.of(document(long))!
    #expect(cut.count <= PageDescription.limit + 1 && cut.hasSuffix("…") && !cut.contains("wor…"))
    let chinese = PageDescription.of(document(String(repeating: "状态", count: 100)))!
    #expect(chinese.count == PageDescription.limit + 1)
  }

  /// With a base URL and an edit link: canonical and absolute alternates, Open Graph, a sitemap
  /// of every page with its translations, and "edit this page"; a 404 page per language always.
  @Test func configuredSiteHasCanonicalLinksSitemapAndEditLinks() throws {
    let fixture = SiteFixture(
      SearchSiteFixture.notes.merging([
        "en/01-state.md":
          "---\ndate: 2025-01-31\n---\n\n# State\n\nA view keeps its state.\n"
      ]) { $1 })
    defer { fixture.remove() }
    let options = BuildOptions(
      input: fixture.content, output: fixture.site, runExamples: false,
      baseURL: "https://example.org/notes", editURL: "https://git.example/edit/main/content/")
    try SiteBuilder(options: options, diagnostics: DiagnosticEngine()).build()
    let page = fixture.page("en/01-state.html")
    #expect(page.contains("<title>1. State · SwiftUI Notes</title>"))
    #expect(
      page.contains("<link rel=\"canonical\" href=\"https://example.org/notes/en/01-state.html\">"))
    #expect(
      page.contains(
        "<meta property=\"og:url\" content=\"https://example.org/notes/en/01-state.html\">"))
    #expect(page.contains("<meta property=\"og:type\" content=\"article\">"))
    #expect(page.contains("<meta name=\"description\" content=\"A view keeps its state.\">"))
    #expect(
      page.contains("<meta property=\"og:description\" content=\"A view keeps its state.\">"))
    #expect(
      page.contains(
        "<link rel=\"alternate\" hreflang=\"ko\" href=\"https://example.org/notes/ko/01-state.html\">"
      ))
    #expect(
      page.contains(
        "<link rel=\"alternate\" hreflang=\"en\" href=\"https://example.org/notes/en/01-state.html\">"
      ))
    #expect(
      page.contains(
        "<a class=\"edit-link\" href=\"https://git.example/edit/main/content/en/01-state.md\">"))
    #expect(page.contains("<time datetime=\"2025-01-31\">2025-01-31</time>"))
    #expect(page.contains("<h1 id=\"state\"><span class=\"chapter-number\">1.</span>State"))
    let sitemap = fixture.page("sitemap.xml")
    #expect(sitemap.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset"))
    #expect(sitemap.contains("<url><loc>https://example.org/notes/ko/02-binding.html</loc></url>"))
    #expect(
      sitemap.contains(
        "<url><loc>https://example.org/notes/zh/01-state.html</loc><xhtml:link rel=\"alternate\" hreflang=\"ko\" href=\"https://example.org/notes/ko/01-state.html\"/>"
      ))
    for language in SiteConfiguration.standard.languages {
      let notFound = fixture.page(NotFoundPage.path(for: language))
      #expect(notFound.contains("<h1>\(UIString.pageNotFound.text(in: language))</h1>"))
      #expect(notFound.contains("<link rel=\"stylesheet\" href=\"../assets/style.css\">"))
    }
    // Without them: relative links only, no sitemap, no edit link.
    let plain = SiteFixture(SearchSiteFixture.notes)
    defer { plain.remove() }
    try plain.build(runExamples: false)
    #expect(
      !FileManager.default.fileExists(atPath: plain.site.appendingPathComponent("sitemap.xml").path)
    )
    let relative = plain.page("en/01-state.html")
    #expect(!relative.contains("canonical") && !relative.contains("edit-link"))
    #expect(
      relative.contains("<link rel=\"alternate\" hreflang=\"ko\" href=\"../ko/01-state.html\">"))
  }

  /// An example's scenario and expected output are shown in its result box, not after it.
  @Test func scenarioAndExpectedBlocksAreFoldedIntoTheResultBox() throws {
    let fixture = SiteFixture([
      "en/01-count.md": """
      # Count

      ```swift
      import SwiftUI

      struct CountView: View {
        @State private var count = 0
        var body: some View {
          Button("Add \\(count)") { count += 1; print("now", count) }
        }
      }
      ```

      ```scenario
      tap "Add 0"
      ```

      ```output
      -- tap "Add 0"
      now 1
      ```
      """
    ])
    defer { fixture.remove() }
    let diagnostics = try fixture.build().diagnostics
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    let page = fixture.page("en/01-count.html")
    #expect(page.contains("<span class=\"status-badge status-passed\">"))
    #expect(
      page.contains(
        "<details class=\"run-source\"><summary>Scenario</summary><pre class=\"console\">tap \"Add 0\"</pre></details>"
      ))
    #expect(!page.contains("language-scenario"))
    #expect(!page.contains("language-output"))
    // A mismatch shows what the run did beside what the note expected.
    fixture.write([
      "en/01-count.md": fixture.read("en/01-count.md").replacingOccurrences(
        of: "now 1", with: "now 2")
    ])
    try fixture.build()
    let mismatch = fixture.page("en/01-count.html")
    #expect(mismatch.contains("<div class=\"run-compare\">"))
    #expect(
      mismatch.contains(
        "<summary>Actual</summary><pre class=\"console\">-- tap \"Add 0\"\nnow 1</pre>"))
  }
}

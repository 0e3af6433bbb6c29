import Testing

@testable import DocBuildKit

struct RenderPageTemplateTests {
  @Test(arguments: SiteConfiguration.standard.languages)
  func pageStructure(_ language: Language) {
    let html = PageTemplate.render(RenderPageFixtures.page(language))
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"\(language.htmlTag)\">"))
    #expect(html.contains("<meta charset=\"utf-8\">"))
    #expect(
      html.contains("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"))
    #expect(html.contains("<link rel=\"stylesheet\" href=\"../assets/style.css\">"))
    #expect(html.contains(">\(UIString.contents.text(in: language))</h2>"))
    // The chapter list is the language's toc.js, told which entry is this page; without it, a
    // link to the contents page.
    #expect(html.contains("<script src=\"toc.js\" data-current=\"counter.html\"></script>"))
    #expect(
      html.contains(
        "<p class=\"contents-fallback\"><a href=\"index.html\">\(UIString.contents.text(in: language))</a></p>"
      ))
    #expect(html.contains(">\(UIString.onThisPage.text(in: language))</h2>"))
    #expect(
      html.contains("<span class=\"pager-label\">\(UIString.previous.text(in: language))</span>"))
    #expect(html.contains("<span class=\"pager-label\">\(UIString.next.text(in: language))</span>"))
    // Only the site's two script files and the chapter list, no inline code: the page is
    // complete without them.
    #expect(html.components(separatedBy: "<script").count == 4)
    #expect(html.contains("<script src=\"../assets/theme.js\"></script>"))
    #expect(html.contains("<script src=\"../assets/site.js\" defer></script>"))
    #expect(html.contains("<figure class=\"mermaid\"><svg"))
    #expect(html.contains("<aside class=\"callout callout-tip\">"))
  }

  @Test func languageSwitcherLinksTranslationsAndDisablesTheRest() {
    let html = PageTemplate.render(RenderPageFixtures.page(.ko))
    #expect(
      html.contains("<span class=\"current-language\" lang=\"ko\" aria-current=\"true\">한국어</span>")
    )
    #expect(html.contains("<a href=\"../en/counter.html\" hreflang=\"en\" lang=\"en\">English</a>"))
    #expect(
      html.contains(
        "<span class=\"unavailable\" lang=\"zh-Hans\" aria-disabled=\"true\" title=\"暂无该语言版本\">中文</span>"
      ))
    #expect(html.contains("<link rel=\"alternate\" hreflang=\"en\" href=\"../en/counter.html\">"))
  }

  @Test func titleHeadingIsAddedOnlyWhenTheNoteHasNone() {
    var page = RenderPageFixtures.page(.en)
    #expect(PageTemplate.render(page).components(separatedBy: "<h1").count == 2)
    page.body = RenderedBody(html: "<p>x</p>\n", toc: [], diagnostics: [], plainText: "x")
    page.title = "A & B"
    page.banner = "<strong>draft</strong>"
    let html = PageTemplate.render(page)
    #expect(html.contains("<h1>A &amp; B</h1>"))
    #expect(html.contains("<title>A &amp; B · SwiftUI Notes</title>"))
    #expect(html.contains("<div class=\"banner\" role=\"note\"><strong>draft</strong></div>"))
  }

  /// The renderer writes the number into the note's own title and says where that title ends:
  /// a heading in raw HTML before it is left alone, and the page's dates follow the title.
  @Test func chapterNumberAndDatesGoToTheNotesOwnTitle() {
    let note = document("<h1 class=\"raw\">Raw</h1>\n\n# State\n\nText.\n", path: "en/04-state.md")
    var page = RenderPageFixtures.page(.en)
    page.body = BodyRenderer.render(
      note, options: BodyRenderOptions(language: .en, path: note.path, chapterNumber: 4))
    page.chapterNumber = 4
    page.updated = "2025-01-31"
    let html = PageTemplate.render(page)
    #expect(html.contains("<h1 class=\"raw\">Raw</h1>"))
    #expect(
      html.contains(
        "<h1 id=\"state\"><span class=\"chapter-number\">4.</span>State</h1>\n<p class=\"page-meta\">"
      ))
    #expect(html.components(separatedBy: "chapter-number").count == 2)
  }

  @Test(arguments: SiteConfiguration.standard.languages)
  func uiStringsAreTranslated(_ language: Language) {
    let strings: [UIString] =
      [
        .contents, .onThisPage, .output, .previous, .next, .home, .chooseLanguage, .translations,
        .diagramNotRendered,
        .expected, .actual, .notRun, .compiledOnly, .failed, .console, .bodiesThatRan, .preview,
        .step, .firstRender,
        .search, .skipToContent,
      ] + Callout.Kind.allCases.map(UIString.callout)
    for string in strings {
      #expect(!string.text(in: language).isEmpty)
      if language != .en { #expect(string.text(in: language) != string.text(in: .en)) }
    }
    #expect(UIString.contents.text(in: .ko) == "목차")
    #expect(UIString.onThisPage.text(in: .zh) == "本页内容")
    #expect(UIString.previous.text(in: .zh) == "上一页")
  }

  @Test func stylesheetCoversThemesPhonesAndCJK() {
    let css = Stylesheet.css
    for needle in [
      "light-dark(", ":root[data-theme=\"dark\"] { color-scheme: dark; }", "max-width: 800px",
      ":lang(ko)", "word-break: keep-all",
      ":lang(zh)",
      "line-break: strict", "\"Apple SD Gothic Neo\"", "\"Noto Sans KR\"", "\"Malgun Gothic\"",
      "\"PingFang SC\"",
      "\"Noto Sans SC\"", "\"Microsoft YaHei\"", ".callout-danger", "hl-kw {",
      ".right-12 tr > :nth-child(12)", ".run-step",
      ".console", ".preview",
      ".bodies", ".diff", ".callout-error", ".mermaid-diagram", "overflow-x: auto", ".ui-hstack",
      ".ui-sheet", ".ui-toggle", ".ui-tabbar", ".ui-navbar",
    ] {
      #expect(css.contains(needle), "stylesheet lacks \(needle)")
    }
    #expect(css.filter { $0 == "{" }.count == css.filter { $0 == "}" }.count)
  }
}

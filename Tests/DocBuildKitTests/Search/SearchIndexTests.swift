import Foundation
import Testing

@testable import DocBuildKit

@Suite struct SearchIndexTests {
  @Test func eachLanguageGetsAnIndexAndASearchPage() throws {
    let fixture = SiteFixture(SearchSiteFixture.notes)
    defer { fixture.remove() }
    try fixture.build(runExamples: false)
    let files = TestPaths.files(in: fixture.site)
    for language in SiteConfiguration.standard.languages {
      #expect(files.contains(SearchPage.indexPath(for: language)))
      #expect(files.contains(SearchPage.path(for: language)))
    }
    let page = fixture.page("ko/02-binding.html")
    // Every page's header has a search box that submits to the language's search page.
    #expect(
      page.contains("<form class=\"header-search\" role=\"search\" action=\"../ko/search.html\""))
    #expect(files.contains(SearchPage.textPath(for: .ko)))
    let search = fixture.page("zh/search.html")
    #expect(search.contains("<h1>搜索</h1>"))
    #expect(search.contains("action=\"../zh/search.html\""))
    #expect(search.contains("data-many=\"找到 {n} 个结果\""))
    #expect(search.contains("href=\"../ko/search.html\" hreflang=\"ko\""))
    // The chapter list comes from the language's toc.js, with no entry marked.
    #expect(search.contains("<script src=\"toc.js\"></script>"))
    #expect(
      fixture.page(ChapterListScript.path(for: .zh)).contains("[\"01-state.html\",\"状态管理\",1],"))
  }

  @Test func koreanIndexHoldsPagesSectionsAndBigrams() throws {
    let fixture = SiteFixture(SearchSiteFixture.notes)
    defer { fixture.remove() }
    try fixture.build(runExamples: false)
    let index = try JSONDecoder().decode(
      DecodedSearchIndex.self, from: Data(SearchSiteFixture.indexJSON(fixture, .ko).utf8))
    #expect(index.pages.count == 2)
    #expect(index.title(0) == "상태")
    #expect(index.href(1) == "02-binding.html")
    #expect(index.sections(1) == [["읽기와 쓰기", "읽기와-쓰기"]])
    // Title (section 0) twice, the h1 and the body once each: "바인딩은".
    #expect(index.postings("바인") == [[1, 0, 3]])
    // "뷰의 상태를" in section 0 of the first page, "자식 뷰가" in section 1 of the second.
    #expect(index.postings("뷰가") == [[1, 1, 1]])
    #expect(index.postings("상태") == [[0, 0, 3]])
    #expect(index.postings("정합") == [[0, 1, 1]])
    #expect(index.terms["binding"] == nil)
  }

  @Test func termsAreInCodePointOrder() throws {
    let index = SearchIndex([
      SearchablePage(
        title: "b", href: "b.html",
        body: RenderedBody(html: "", toc: [], diagnostics: [], plainText: "가 a 中 Z 𠀀"))
    ])
    let script = index.javascript
    let terms = ["a", "b", "z", "中", "가", "𠀀"].map { "\"\($0)\":" }
    let positions = terms.map { script.range(of: $0)?.lowerBound }
    #expect(positions.allSatisfy { $0 != nil })
    #expect(positions.map { $0! } == positions.map { $0! }.sorted())
  }

  @Test func plainTextIsCutAtTheHeadings() {
    let body = RenderedBody(
      html: "",
      toc: [
        TOCEntry(level: 1, title: "State", anchor: "state"),
        TOCEntry(level: 2, title: "One", anchor: "one"),
        TOCEntry(level: 3, title: "Two", anchor: "two"),
      ],
      diagnostics: [], plainText: "State\nintro\nOne\nfirst\nTwo\nsecond\nmore")
    var sections: [(Int, String)] = []
    SearchIndex.forEachSection(of: body) { if !$1.isEmpty { sections.append(($0, String($1))) } }
    #expect(sections.map(\.0) == [0, 1, 2])
    #expect(sections.map(\.1) == ["State\nintro", "One\nfirst", "Two\nsecond\nmore"])
  }

  @Test func indexTextsAreValidJSON() throws {
    let title = "quote \" backslash \\ line\nbreak \u{2028} tab\t nul \u{1}"
    let index = SearchIndex([
      SearchablePage(
        title: title, href: "a b.html",
        body: RenderedBody(html: "", toc: [], diagnostics: [], plainText: "x"))
    ])
    let script = index.javascript
    let json = script.dropFirst("window.\(SearchIndex.globalName)=".count).dropLast(2)
    let decoded = try JSONDecoder().decode(DecodedSearchIndex.self, from: Data(json.utf8))
    #expect(decoded.title(0) == title)
    #expect(!script.contains("\u{2028}"))
  }

  @Test func aNoteCannotTakeTheSearchPage() throws {
    let fixture = SiteFixture([
      "en/search.md": "# Looking things up\n\nA note.\n", "en/other.md": "# Other\n",
    ])
    defer { fixture.remove() }
    let (_, diagnostics) = try fixture.build(runExamples: false)
    let reserved = diagnostics.filter { $0.id == "site.reserved-page" }
    #expect(reserved.map(\.path) == ["en/search.md"])
    #expect(fixture.page("en/search.html").contains("id=\"search-query\""))
    #expect(!fixture.page("en/search-index.js").contains("Looking"))
  }
}

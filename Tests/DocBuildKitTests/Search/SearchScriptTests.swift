import Foundation
import Testing

@testable import DocBuildKit

/// The search page's JavaScript, run with node, against the Swift tokeniser and a built index.
@Suite(.enabled(if: NodeScript.executable != nil, Comment(rawValue: NodeScript.missing)))
struct SearchScriptTests {
  @Test func javaScriptTokeniserAgreesWithSwift() throws {
    var inputs = [
      "상태를 바꾸면 뷰가 다시 그려집니다", "状态管理", "视图的状态由框架保存。", "The @State property-wrapper",
      "SwiftUI의 @State는 뷰의 状态 2개, 漢字한글", "값", "ΣΑΣ Straße İstanbul", "すべての ビュー",
      "바인딩은".decomposedStringWithCanonicalMapping, "𠀀𠀁 emoji 🙂 x", "",
    ]
    // Our own notes, whole, as longer mixed input.
    for path in TestPaths.files(in: TestPaths.content) where path.hasSuffix(".md") {
      inputs.append(
        try String(contentsOf: TestPaths.content.appendingPathComponent(path), encoding: .utf8))
    }
    let source =
      SearchScript.tokenizer + "const inputs = ["
      + inputs.map(JSONText.string).joined(separator: ",")
      + "];\nconsole.log(JSON.stringify(inputs.map(docbuildTerms)));\n"
    let fromNode = try NodeScript.run(source, as: [[String]].self)
    #expect(fromNode.count == inputs.count)
    for (input, terms) in zip(inputs, fromNode) {
      #expect(terms == SearchTokenizer.terms(input), "differs for \(input.prefix(40))")
    }
  }

  struct Hit: Decodable, Equatable {
    var page: Int
    var section: Int
    var score: Int
    var titleHits: Int
  }

  /// Runs each query over the fixture site's index for `language`.
  func search(_ queries: [String], in language: Language) throws -> [[Hit]] {
    let fixture = SiteFixture(SearchSiteFixture.notes)
    defer { fixture.remove() }
    try fixture.build(runExamples: false)
    let source =
      "const window = {};\n" + fixture.page(SearchPage.indexPath(for: language))
      + SearchScript.tokenizer + SearchScript.ranking + "const queries = ["
      + queries.map(JSONText.string).joined(separator: ",") + "];\n"
      + "console.log(JSON.stringify(queries.map((q) => docbuildSearch(window.\(SearchIndex.globalName), q))));\n"
    return try NodeScript.run(source, as: [[Hit]].self)
  }

  @Test func koreanQueryFindsTheWordWithItsParticle() throws {
    let results = try search(["바인딩", "뷰가", "값", "바인딩 상태", "없는말"], in: .ko)
    // "바인딩" is indexed only as "바인딩" and "바인딩은"; the title hit puts it first.
    #expect(results[0].map(\.page) == [1])
    #expect(results[0].first?.titleHits == 2, "both bigrams of the query are in the title")
    // "자식 뷰가" is in the second page's section 1.
    #expect(results[1].map(\.page) == [1])
    #expect(results[1].first?.section == 1)
    // A lone syllable finds the bigrams holding it: "값을" and "값은", on both pages.
    #expect(Set(results[2].map(\.page)) == [0, 1])
    // Every term must hit: no page has both.
    #expect(results[3].isEmpty)
    #expect(results[4].isEmpty)
  }

  @Test func englishPrefixesAndChineseBigramsFindTheirSections() throws {
    let english = try search(["bind", "STATE resets"], in: .en)
    #expect(english[0].map(\.section) == [1])
    #expect(english[1].map(\.page) == [0])
    #expect(english[1].first?.titleHits == 1)
    #expect(english[1].first?.section == 2)
    let chinese = try search(["初始", "状态", "管理状态"], in: .zh)
    #expect(chinese[0].map(\.section) == [1])
    #expect(chinese[1].map(\.page) == [0])
    #expect(chinese[2].isEmpty, "理状 is in no page")
  }

  struct ShownResults: Decodable, Equatable {
    var status: String
    var links: [[String]]
  }

  @Test func searchPageShowsLinkedResults() throws {
    let fixture = SiteFixture(SearchSiteFixture.notes)
    defer { fixture.remove() }
    try fixture.build(runExamples: false)
    let html = fixture.page(SearchPage.path(for: .ko))
    #expect(html.contains("<script src=\"../\(SearchPage.scriptPath)\"></script>"))
    let script = fixture.page(SearchPage.scriptPath)
    let status = try #require(
      html.range(of: "data-many=\"").map { html[$0.upperBound...].prefix { $0 != "\"" } })
    // Just enough of a DOM for the page's script.
    let dom = """
      const made = [];
      const element = () => { const e = { children: [], dataset: {}, attributes: {}, textContent: '',
        appendChild(c) { this.children.push(c); }, setAttribute(k, v) { this.attributes[k] = v; },
        addEventListener() {} }; made.push(e); return e; };
      const elements = { 'search-query': element(), 'search-status': element(), 'search-results': element() };
      elements['search-status'].dataset = { none: 'none', one: 'one', many: \(JSONText.string(String(status))) };
      const document = { getElementById: (id) => elements[id], createElement: element };
      const window = { location: { search: '?q=' + encodeURIComponent('뷰 값') } };

      """
    let report = """
      const list = elements['search-results'];
      console.log(JSON.stringify({ status: elements['search-status'].textContent,
        links: list.children.map((li) => li.children.map((c) => c.attributes.href || c.textContent)) }));

      """
    let source = dom + fixture.page(SearchPage.indexPath(for: .ko)) + script + report
    let shown = try NodeScript.run(source, as: ShownResults.self)
    #expect(shown.status == "검색 결과 2개")
    #expect(shown.links.count == 2)
    // "뷰 값": the first page has 뷰 in its intro and 값 twice under 초기값; the second has both
    // under 읽기와 쓰기.
    let anchor = { (text: String) in
      text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)!
    }
    #expect(
      shown.links == [
        ["01-state.html#" + anchor("초기값"), "초기값"],
        ["02-binding.html#" + anchor("읽기와-쓰기"), "읽기와 쓰기"],
      ])
  }
}

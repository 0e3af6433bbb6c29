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

  struct ShownResult: Decodable, Equatable {
    var href: String
    var texts: [String]
    var marks: [String]
  }

  /// The results as the header's box and the search page draw them, in a DOM just big enough.
  @Test func resultsLinkTheirSectionsWithSnippetsAndMarks() throws {
    let fixture = SiteFixture(SearchSiteFixture.notes)
    defer { fixture.remove() }
    try fixture.build(runExamples: false)
    let html = fixture.page(SearchPage.path(for: .ko))
    // site.js loads the index and the text from beside the search page the header's box
    // submits to, and the search script from beside the stylesheet.
    #expect(
      html.contains("<form class=\"header-search\" role=\"search\" action=\"../ko/search.html\">"))
    #expect(SearchPage.indexPath(for: .ko) == "ko/search-index.js")
    #expect(SearchPage.textPath(for: .ko) == "ko/search-text.js")
    #expect(html.contains("<link rel=\"stylesheet\" href=\"../assets/style.css\">"))
    #expect(SearchPage.scriptPath == "assets/search.js")
    let dom = """
      const element = (tag) => ({ tag, children: [], className: '', textContent: '', href: '',
        appendChild(c) { this.children.push(c); } });
      const document = { createElement: element,
        createTextNode: (text) => ({ tag: '#text', children: [], textContent: text }) };
      const window = {};
      const text = (e) => e.tag === '#text' ? e.textContent : e.textContent + e.children.map(text).join('');
      const marks = (e) => (e.tag === 'mark' ? [e.textContent] : []).concat(...e.children.map(marks));

      """
    let report = """
      const items = docbuildResultItems('뷰 값', 'file:///site/ko/search.html', Infinity);
      console.log(JSON.stringify(items.map((li) => { const a = li.children[0];
        return { href: decodeURIComponent(a.href), texts: a.children.map(text), marks: marks(a) }; })));

      """
    let source =
      dom + fixture.page(SearchPage.indexPath(for: .ko))
      + fixture.page(SearchPage.textPath(for: .ko))
      + fixture.page(SearchPage.scriptPath) + report
    let shown = try NodeScript.run(source, as: [ShownResult].self)
    // "뷰 값": the first page has 뷰 in its intro and 값 twice under 초기값; the second has both
    // under 읽기와 쓰기.
    #expect(
      shown.map(\.href) == [
        "file:///site/ko/01-state.html?h=뷰 값#초기값",
        "file:///site/ko/02-binding.html?h=뷰 값#읽기와-쓰기",
      ])
    #expect(shown.map { Array($0.texts.prefix(2)) }.map(\.last) == ["초기값", "읽기와 쓰기"])
    for result in shown {
      #expect(result.texts.count == 3, "title, section and snippet")
      #expect(result.texts.last?.contains("값") == true, "the snippet shows the match")
      #expect(result.marks.contains("값"))
    }
  }
}

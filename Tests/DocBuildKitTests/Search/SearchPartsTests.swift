import Foundation
import Testing

@testable import DocBuildKit

/// A large language's index and text are split into parts, and a query loads only the parts it
/// needs: the index parts of its words' first characters, the text parts of its results' pages.
struct SearchPartsTests {
  /// Pages enough for a few parts at a small part size, in the three scripts.
  static let pages: [SearchablePage] = (0..<120).map { number in
    let words = [
      "state", "binding", "observable", "render", "identity", "상태", "바인딩은", "렌더링", "状态管理", "视图刷新",
      "zebra\(number % 7)", "값\(number % 5)",
    ]
    let text = (0..<30).map { words[($0 * 7 + number) % words.count] }.joined(separator: " ")
    return SearchablePage(
      title: "Page \(number) \(words[number % words.count])", href: "p\(number).html",
      body: RenderedBody(
        html: "", toc: [TOCEntry(level: 2, title: "Part", anchor: "part")], diagnostics: [],
        plainText: text + "\nPart\n" + text))
  }

  @Test func smallIndexesAndTextsStayWhole() {
    let index = SearchIndex(Self.pages)
    let text = SearchText(Self.pages)
    #expect(index.scripts(partBytes: 10_000_000) == (index.javascript, []))
    #expect(text.scripts(partBytes: 10_000_000) == (text.javascript, []))
  }

  @Test func everyTermIsInThePartOfItsFirstCharacterAndNowhereElse() throws {
    let index = SearchIndex(Self.pages)
    let (head, parts) = index.scripts(partBytes: 2_000)
    #expect(parts.count > 3)
    #expect(head.contains("\"parts\":\(parts.count),\"terms\":{}};"))
    #expect(head.contains("[\"Page 0 state\",\"p0.html\""), "the head keeps the pages")
    for term in index.postings.keys {
      let entry = JSONText.string(term) + ":\""
      let holding = parts.indices.filter {
        parts[$0].contains("{" + entry) || parts[$0].contains("," + entry)
      }
      #expect(holding == [SearchIndex.part(of: term, count: parts.count)], "\(term)")
    }
    #expect(parts.allSatisfy { $0.hasPrefix("docbuildAddTerms({") && $0.hasSuffix("});\n") })
  }

  struct Answer: Decodable, Equatable {
    var parts: [Int]
    var pages: [Int]
    var texts: [[String]]
  }

  /// Each query answered from the whole index and text, and from the split ones with only the
  /// parts `docbuildIndexParts` and `docbuildTextParts` ask for loaded.
  private func answers(_ queries: [String], partBytes: Int) throws -> (
    whole: [Answer], split: [Answer]
  ) {
    let index = SearchIndex(Self.pages)
    let text = SearchText(Self.pages)
    let (indexHead, indexParts) = index.scripts(partBytes: partBytes)
    let (textHead, textParts) = text.scripts(partBytes: partBytes)
    let script = SearchScript.tokenizer + SearchScript.ranking + SearchScript.results
    func run(_ setup: String) throws -> [Answer] {
      let source =
        "const window = globalThis;\n" + script + setup + """
          const queries = [\(queries.map(JSONText.string).joined(separator: ","))];
          console.log(JSON.stringify(queries.map((query) => {
            const parts = docbuildIndexParts(window.DOCBUILD_SEARCH, query);
            for (const part of parts) eval(indexParts[part]);
            const results = docbuildSearch(window.DOCBUILD_SEARCH, query);
            for (const part of docbuildTextParts(results)) eval(textParts[part]);
            return { parts, pages: results.map((r) => r.page),
              texts: results.map((r) => window.DOCBUILD_SEARCH_TEXT[r.page]) };
          })));

          """
      return try NodeScript.run(source, as: [Answer].self)
    }
    func list(_ scripts: [String]) -> String {
      "[" + scripts.map(JSONText.string).joined(separator: ",") + "]"
    }
    let whole = try run(
      index.javascript + text.javascript + "const indexParts = [], textParts = [];\n")
    let split = try run(
      indexHead + textHead
        + "const indexParts = \(list(indexParts)), textParts = \(list(textParts));\n")
    #expect(indexParts.count > 3 && textParts.count > 3)
    return (whole, split)
  }

  @Test(.enabled(if: NodeScript.executable != nil, Comment(rawValue: NodeScript.missing)))
  func aQueryLoadsOnlyThePartsItNeedsAndFindsWhatTheWholeIndexFinds() throws {
    let queries = ["bind", "State identity", "바인딩", "상태 렌더", "状态", "视图刷新", "zebra3", "값", "없는말"]
    let (whole, split) = try answers(queries, partBytes: 2_000)
    #expect(split.map(\.pages) == whole.map(\.pages))
    #expect(split.map(\.texts) == whole.map(\.texts))
    #expect(whole.allSatisfy { $0.parts.isEmpty }, "a whole index needs no part")
    #expect(whole.prefix(7).allSatisfy { !$0.pages.isEmpty })
    // Words and bigrams load the parts of their first characters (the same rule as Swift's); a
    // lone Hangul syllable is looked for inside bigrams, so it loads them all.
    let count = try #require(split[7].parts.last) + 1
    #expect(count > 3)
    for (query, answer) in zip(queries, split) where query != "값" {
      let parts = Set(SearchTokenizer.terms(query).map { SearchIndex.part(of: $0, count: count) })
      #expect(answer.parts == parts.sorted(), "\(query)")
      #expect(answer.parts.count < count, "\(query)")
    }
    #expect(split[7].parts == Array(0..<count))
  }
}

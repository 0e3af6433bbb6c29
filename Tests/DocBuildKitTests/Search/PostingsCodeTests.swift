import Foundation
import Testing

@testable import DocBuildKit

@Suite struct PostingsCodeTests {
  private static let triples = [
    (0, 0, 1), (0, 3, 2), (1, 0, 31), (57, 32, 1), (57, 1_000, 70_000), (2_000_000, 0, 1),
  ]
  /// As the index keeps them: flat (page, section, count) triples.
  private static let postings = triples.flatMap { [Int32($0.0), Int32($0.1), Int32($0.2)] }

  @Test func pagesAreWrittenAsDifferencesInBase32() {
    // (0, 0, 1): "0", 0·4 + 1 "1"; (0, 3, 2): "0", 3·4 + 2 = 14 "e"; (1, 0, 31): "1", 0·4 "0" and 31
    // "v"; (57, 32, 1): 56 = 1·32 + 24 "Bo", 32·4 + 1 = 129 = 4·32 + 1 "E1"; (57, 1,000, 70,000):
    // "0", 4,000 = 3·32² + 29·32 + 0 "D~0", 70,000 = 2·32³ + 4·32² + 11·32 + 16 "CELg";
    // (2,000,000, 0, 1): 1,999,943 = 1·32⁴ + 29·32³ + 1·32² + 2·32 + 7 "B~BC7", "1".
    #expect(
      PostingsCode.encode(Self.postings)
        == "\"" + "01" + "0e" + "10v" + "BoE1" + "0D~0CELg" + "B~BC71" + "\"")
  }

  @Test func theSwiftReadingGivesThePostingsBack() {
    let code = String(PostingsCode.encode(Self.postings).dropFirst().dropLast())
    #expect(
      DecodedSearchIndex.postings(code) == Self.triples.map { [$0.0, $0.1, $0.2] })
  }

  @Test(.enabled(if: NodeScript.executable != nil, Comment(rawValue: NodeScript.missing)))
  func searchRankingJavaScriptReadsThemBack() throws {
    let source =
      SearchScript.ranking
      + "console.log(JSON.stringify(docbuildPostings(\(PostingsCode.encode(Self.postings)))));\n"
    let numbers = try NodeScript.run(
      "const window = globalThis;\n" + SearchScript.tokenizer + source, as: [Int].self)
    #expect(numbers == Self.postings.map(Int.init))
  }
}

import Foundation
import Testing

@testable import DocBuildKit

@Suite struct SearchTokenizerTests {
  @Test func koreanParticlesShareTheStemsBigram() {
    #expect(SearchTokenizer.terms("상태를") == ["상태", "태를"])
    #expect(SearchTokenizer.terms("상태") == ["상태"])
    #expect(SearchTokenizer.terms("바인딩은") == ["바인", "인딩", "딩은"])
  }

  @Test func chineseRunsBecomeOverlappingBigrams() {
    #expect(SearchTokenizer.terms("状态管理") == ["状态", "态管", "管理"])
    #expect(SearchTokenizer.terms("视图的状态。") == ["视图", "图的", "的状", "状态"])
  }

  @Test func aLoneCharacterIsItsOwnTerm() {
    #expect(SearchTokenizer.terms("값 · 值") == ["값", "值"])
  }

  @Test func englishWordsAreLowerCased() {
    #expect(
      SearchTokenizer.terms("The @State property-wrapper, _printChanges()")
        == ["the", "state", "property", "wrapper", "printchanges"])
  }

  @Test func mixedTextKeepsEachScriptApart() {
    #expect(
      SearchTokenizer.terms("SwiftUI의 @State는 뷰의 状态 2개, 漢字한글")
        == ["swiftui", "의", "state", "는", "뷰의", "状态", "2", "개", "漢字", "한글"])
  }

  @Test func decomposedHangulGivesTheSameTerms() {
    let decomposed = "바인딩은".decomposedStringWithCanonicalMapping
    #expect(decomposed.unicodeScalars.count > 4)
    #expect(SearchTokenizer.terms(decomposed) == SearchTokenizer.terms("바인딩은"))
  }

  @Test func lettersAreLowerCasedOneAtATime() {
    // Per character, so JavaScript's final-sigma rule cannot make the two sides differ.
    #expect(SearchTokenizer.terms("ΣΑΣ Straße") == ["σασ", "straße"])
  }

  @Test func punctuationAndSpaceGiveNothing() {
    #expect(SearchTokenizer.terms(" ,.!? —「」()\n\t") == [])
  }
}

import SwiftParser
import SwiftSyntax
import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// One walk over a block's tokens tells the brackets left open (closed as hidden lines) and
  /// the parentheses too many or never closed (said as a syntax error's cause).
  @Suite struct BracketBalanceTests {
    func balance(_ code: String) -> BracketBalance {
      BracketBalance(Parser.parse(source: code).tokens(viewMode: .sourceAccurate))
    }

    @Test func bracketsLeftOpenAreClosedInnermostFirst() {
      let open = balance("VStack {\n  Text(\"제목\", bundle: [")
      #expect(open.closersOfOpen == ["]", ")", "}"])
      #expect(open.excess(of: .leftBrace) == 1)
    }

    @Test func interleavedBracketsHaveNoClosers() {
      let interleaved = balance("列表(数据 { 行 )")
      #expect(interleaved.interleaves)
      #expect(interleaved.closersOfOpen == nil)
      #expect(interleaved.excess(of: .leftBrace) == 1)
    }

    @Test func aCloserOfNothingIsCounted() {
      let extra = balance("let total = sum(prices))\n}")
      #expect(extra.unopened.map(\.text) == [")", "}"])
      #expect(extra.closersOfOpen == nil)
      #expect(extra.excess(of: .leftBrace) == -1)
    }

    /// Brackets inside strings and comments are text.
    @Test func bracketsInStringsAndCommentsAreNotCounted() {
      let text = balance("print(\"(\") // {")
      #expect(text.open.isEmpty && text.unopened.isEmpty)
    }
  }
}

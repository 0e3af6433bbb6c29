import Foundation
import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// Curly or full-width quotes where Swift needs straight ones: the block is a syntax error at
  /// the first such quote, and the reason says what it is; Xcode would reject the code too, so it
  /// is not run with the quotes straightened.
  @Suite struct TypographicQuotesTests {
    func category(_ code: String) -> SwiftBlockCategory {
      SwiftBlockClassifier.classify(fencedBlock(code, fenceLine: 1))
    }

    @Test func chineseCurlyOpeningQuoteIsReportedWhereItStands() throws {
      let code = """
        import Foundation
        let 地址 = URL(string: “https://example.com/users")!
        print(地址)
        """
      guard case .invalid(let problem) = category(code) else {
        Issue.record("\(category(code))")
        return
      }
      #expect(problem.position == SourcePosition(line: 3, column: 22))
      #expect(problem.message.hasPrefix("typographic quote `“` where Swift needs a straight `\"`"))
      let zh = NotRunReason.block(.invalid(problem)).text(in: .zh)
      #expect(zh.contains("弯引号"), "\(zh)")
      #expect(!zh.contains("expected"), "\(zh)")
    }

    @Test func koreanCurlyQuotesAroundAMultilineSeparatorAreFound() {
      let code = """
        var 줄들: [String] = ["가", "나"]
        let 합친 = 줄들.joined(separator: “\\n”)
        """
      guard case .invalid(let problem) = category(code) else {
        Issue.record("\(category(code))")
        return
      }
      #expect(problem.position.line == 3)
      #expect(NotRunReason.block(.invalid(problem)).text(in: .ko).contains("곧은 따옴표"))
    }

    @Test func englishFullWidthQuotesThatParseAsANameAreFoundToo() {
      let code = """
        struct Greeting: View {
          var body: some View {
            Text(＂Hello＂)
          }
        }
        """
      guard case .invalid(let problem) = category(code) else {
        Issue.record("\(category(code))")
        return
      }
      #expect(problem.position == SourcePosition(line: 4, column: 10))
      #expect(problem.message.contains("`＂`"))
    }

    @Test func aPrintedLogWithCurlyQuotesStaysALog() {
      #expect(category("선택한 이름: “민수”\n합계: 3\n") == .consoleLog)
    }

    @Test func quotesInsideStringsAndCommentsAreText() {
      let code = """
        struct Quote: View {
          // Shows “Hello” in quotes
          var body: some View { Text("“Hello”, she said") }
        }
        """
      #expect(category(code) == .program)
    }
  }
}

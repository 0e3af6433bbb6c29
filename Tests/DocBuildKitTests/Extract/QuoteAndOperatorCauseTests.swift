import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// A fence that does not parse because of a quote or an operator typed wrong (a curly quote
  /// closing a string, a quote left unescaped inside one, `!"` for `!=`, a key path's backslash
  /// doubled) says that, where it is, instead of the parser's guess lines later.
  @Suite struct QuoteAndOperatorCauseTests {
    /// The curly quote is text inside the string it was meant to close: the string runs on to
    /// the end of its line, comment and all.
    @Test func aStringClosedByACurlyQuoteIsSaidAtTheQuote() throws {
      let code = """
        struct 인사: View {
            var body: some View {
                Text("안녕하세요”)   // 첫 화면
                    .font(.title)
            }
        }
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.position == SourcePosition(line: 13, column: 20))
      #expect(problem.cause == nil)
      let ko = syntaxReason(problem, .ko)
      #expect(ko.contains("둥근(또는 전각) 따옴표 `”`로 닫았습니다"), "\(ko)")
      #expect(ko.contains("곧은 따옴표 `\"`로 닫아야 합니다"), "\(ko)")
      #expect(!ko.contains("있어야 합니다"), "\(ko)")
    }

    @Test func aChineseStringClosedByAFullWidthQuoteIsSaidToo() throws {
      let problem = try #require(syntaxProblem("let 标题 = \"订单列表＂\nprint(标题)"))
      #expect(problem.position == SourcePosition(line: 11, column: 15))
      let zh = syntaxReason(problem, .zh)
      #expect(zh.contains("却用弯引号（或全角引号）`＂` 结束"), "\(zh)")
      let en = syntaxReason(problem, .en)
      #expect(en.contains("closed by typographic quote `＂`"), "\(en)")
      #expect(en.contains("close it with a straight `\"`"), "\(en)")
    }

    /// A string that closes with its straight quote may hold curly ones: they are its text.
    @Test func curlyQuotesInsideAClosedStringAreText() {
      #expect(syntaxProblem("let quote = \"She said “yes”\"\nprint(quote)") == nil)
    }

    @Test func aQuoteLeftUnescapedInsideAStringIsSaid() throws {
      let code = """
        guard let 图片 = UIImage(named: "头像") else {
            fatalError("找不到名为 "头像" 的图片")
        }
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == .unescapedQuote(line: 12, written: "\"头像\""))
      let zh = syntaxReason(problem, .zh)
      #expect(zh.contains("第 12 行的字符串在 `\"头像\"` 的第一个引号处就结束了"), "\(zh)")
      #expect(zh.contains("转义成 `\\\"`"), "\(zh)")
      #expect(!zh.contains("多余的代码"), "\(zh)")
    }

    @Test func anEnglishUnescapedQuoteIsSaidWithTheRawString() throws {
      let problem = try #require(syntaxProblem("let hint = \"Tap \"Save\" to keep it\""))
      #expect(problem.cause == .unescapedQuote(line: 11, written: "\"Save\""))
      let en = syntaxReason(problem, .en)
      #expect(en.contains("ends at the first quote of `\"Save\"`"), "\(en)")
      #expect(en.contains("or the string made raw, `#\"…\"#`"), "\(en)")
    }

    @Test func aKoreanUnescapedQuoteIsSaidInKorean() throws {
      let problem = try #require(syntaxProblem("let 안내 = \"\"저장\"을 누르세요\""))
      #expect(problem.cause == .unescapedQuote(line: 11, written: "\"저장\""))
      let ko = syntaxReason(problem, .ko)
      #expect(ko.contains("11행의 문자열은 `\"저장\"`의 첫 따옴표에서 끝납니다"), "\(ko)")
    }

    /// `!"`: the shifted key beside `=`; the parser blames the `{` it never reaches.
    @Test func aComparisonTypedWithAQuoteIsSaidAtTheOperator() throws {
      let code = """
        func 확인(_ 이름: String) -> Bool {
            if 이름.lowercased() !" "관리자" {
                return true
            }
            return false
        }
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == .mistypedOperator(line: 12, written: "!\"", meant: "!="))
      #expect(problem.position == SourcePosition(line: 12, column: 24))
      let ko = syntaxReason(problem, .ko)
      #expect(ko.contains("12행의 `!\"`은(는) Swift의 연산자가 아닙니다"), "\(ko)")
      #expect(ko.contains("`!=`을(를) 뜻한 것입니다"), "\(ko)")
      #expect(!ko.contains("{"), "\(ko)")
      #expect(syntaxReason(problem, .zh).contains("第 12 行的 `!\"` 不是 Swift 的运算符"))
      #expect(syntaxReason(problem, .en).contains("at line 12, `!\"` is no operator of Swift's"))
    }

    /// A `!` before a string is a prefix operator there, nothing mistyped.
    @Test func aNegationBeforeAStringIsNoOperatorMistyped() {
      let problem = syntaxProblem("let 空 = !\"\".isEmpty\nif 空 { print(1) ")
      #expect(problem?.cause.map { if case .mistypedOperator = $0 { true } else { false } } != true)
    }

    @Test func aKeyPathsRootTypeAfterADoubledBackslashIsSaid() throws {
      let code = """
        @Query(sort: \\\\Recipe.createdAt, order: .reverse)
        private var recipes: [Recipe]
        """
      let problem = try #require(syntaxProblem(code))
      #expect(
        problem.cause
          == .doubledBackslashes(
            line: 11, written: "\\\\Recipe.createdAt", meant: "\\Recipe.createdAt"))
      #expect(syntaxReason(problem, .zh).contains("只写一个，即 `\\Recipe.createdAt`"))
      #expect(syntaxReason(problem, .en).contains("has its backslash doubled"))
      #expect(syntaxReason(problem, .ko).contains("11행의 키 경로 `\\\\Recipe.createdAt`은(는) 백슬래시가 겹쳐"))
    }
  }
}

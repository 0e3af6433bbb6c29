import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// A fence that does not parse for what the note left out or misspelt says so: elided
  /// conditions, a misspelt `guard`, `=` for a conformance's colon, a lone `...` at its column.
  @Suite struct SyntaxSlipCauseTests {
    /// `a && ...`: more conditions left out, said as an elision in each language.
    @Test func conditionsElidedAfterAnOperatorAreSaid() throws {
      let code = """
        extension Order {
            var isReady: Bool { hasItems && ... }
        }
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == .elidedOperands(line: 12, written: "hasItems && ..."))
      let en = NotRunReason.block(.invalid(problem)).text(in: .en)
      #expect(en.contains("elides the rest of the condition"), "\(en)")
      #expect(!en.contains("expected"), "\(en)")
      #expect(NotRunReason.block(.invalid(problem)).text(in: .ko).contains("조건의 나머지"))
      #expect(NotRunReason.block(.invalid(problem)).text(in: .zh).contains("条件的其余部分"))
    }

    /// A range's `...` between two operands is Swift, not an elision.
    @Test func aRangeIsNoElidedCondition() throws {
      let code = """
        let steps = 1...5 &&
        """
      let problem = try #require(syntaxProblem(code))
      if case .elidedOperands = problem.cause { Issue.record("\(problem)") }
    }

    /// `gaurd let`: a binding's keyword misspelt, named instead of the parser's "expected `;`".
    @Test func aMisspeltGuardIsNamed() throws {
      let code = """
        gaurd let 이름 = 이름들.first else {
            return
        }
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == .misspeltKeyword(line: 11, written: "gaurd", meant: "guard"))
      let zh = NotRunReason.block(.invalid(problem)).text(in: .zh)
      #expect(zh.contains("`gaurd` 是 `guard` 的笔误"), "\(zh)")
    }

    /// `extnesion Badge {`: a keyword opening a line, two letters swapped, named as the keyword
    /// it misspells instead of the parser's "expected `;`", in each language.
    @Test func aMisspeltOpeningKeywordIsNamed() throws {
      let code = """
        extnesion Badge {
            func framed() -> some View { self.border(.gray) }
        }
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == .misspeltKeyword(line: 11, written: "extnesion", meant: "extension"))
      let en = syntaxReason(problem, .en)
      #expect(en.contains("`extnesion` at line 11 is a misspelling of `extension`"), "\(en)")
      #expect(!en.contains("expected"), "\(en)")
      #expect(syntaxReason(problem, .ko).contains("`extnesion`은(는) `extension`의 오타"))
      #expect(syntaxReason(problem, .zh).contains("`extnesion` 是 `extension` 的笔误"))
    }

    /// `strcut`, `retrun` of our own notes in Korean and Chinese: each is the keyword it misspells.
    @Test func otherMisspeltOpeningKeywordsAreNamed() throws {
      let declaration = """
        strcut 카드: View {
            var body: some View { Text("카드") }
        }
        """
      let declared = try #require(syntaxProblem(declaration))
      #expect(declared.cause == .misspeltKeyword(line: 11, written: "strcut", meant: "struct"))
      let statement = """
        func 合计(_ 数字: [Int]) -> Int {
            retrun 数字.reduce(0, +)
        }
        """
      let returned = try #require(syntaxProblem(statement))
      #expect(returned.cause == .misspeltKeyword(line: 12, written: "retrun", meant: "return"))
    }

    /// A lower-case word that is no keyword's slip (`title Text`) is not called a misspelling.
    @Test func aWordFarFromAnyKeywordIsNoMisspelling() throws {
      let code = """
        title Badge {
        }
        """
      if case .misspeltKeyword = syntaxProblem(code)?.cause { Issue.record("misspelling") }
    }

    /// A line of `...` alone that the parser reads past is where the problem is said to be.
    @Test func aLoneMarkIsPlacedAtItsOwnColumn() throws {
      let code = """
        struct ShelfView: View {
            @State var count = 0

            func bump() {
                count += 1
            }

          ...

                Button("더하기") {
                    if count > 0 {
                        Text("많음")
                    }
                }
        }
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == .elisionMark(line: 18, mark: "..."))
      #expect(problem.position == SourcePosition(line: 18, column: 3))
    }

    /// `struct … = View`: the colon written as `=`, named.
    @Test func anEqualsForAColonAndAMisspeltTypeAreBothNamed() throws {
      let code = """
        struct 달력 = View {
            static let 형식: DateFromatter = DateFormatter()
            var body: some View { Text("달력") }
        }
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == .equalsForColon(line: 11, written: "달력 = View", meant: "달력: View"))
      let en = NotRunReason.block(.invalid(problem)).text(in: .en)
      #expect(
        en.hasSuffix("the protocols a type conforms to follow a colon, `달력: View`, not `=`"),
        "\(en)")
      let ko = NotRunReason.block(.invalid(problem)).text(in: .ko)
      #expect(ko.contains("타입이 따르는 프로토콜은 `=`가 아니라 콜론 뒤에 적습니다(`달력: View`)"), "\(ko)")
    }
  }
}

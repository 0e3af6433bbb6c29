import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// A fence that does not parse because of how its code is shaped (a space where Swift allows
  /// none, a line left out, a placeholder left in) says that shape, at its note line, instead of
  /// the parser's guess.
  @Suite struct CodeShapeCauseTests {
    func shapeCause(_ code: String, fenceLine: Int = 20) -> SyntaxProblemCause? {
      guard
        case .invalid(let problem) = SwiftBlockClassifier.classify(
          fencedBlock(code, fenceLine: fenceLine))
      else { return nil }
      return problem.cause
    }

    @Test func aSpaceAfterAMembersDotIsSaid() throws {
      let cause = try #require(shapeCause("print(订单. 总价)"))
      #expect(cause == .spaceAfterDot(line: 21, written: "订单. 总价", meant: "订单.总价"))
      let zh = cause.text(in: .zh)
      #expect(zh.contains("成员前的点后面多了空格，Swift 要紧贴着写成 `订单.总价`"), "\(zh)")
    }

    @Test func aLabelSplitByASpaceIsSaid() throws {
      let code = """
        let 화면 = UIHostingController(root view: 첫화면())
        """
      let cause = try #require(shapeCause(code))
      #expect(cause == .spacedLabel(line: 21, written: "root view"))
      let ko = cause.text(in: .ko)
      #expect(ko.contains("인자 레이블 `root view`이(가) 공백으로 나뉘어 있습니다"), "\(ko)")
    }

    /// A signature shown without `func` has parameters, not split labels.
    @Test func aSignaturesParameterIsNoSplitLabel() {
      #expect(shapeCause("sorted(by areInOrder: (Element, Element) -> Bool) -> [Element]") == nil)
    }

    @Test func aTypeWithoutItsKeywordIsSaid() throws {
      let code = """
        Highlight: ViewModifier {
            func body(content: Content) -> some View {
                content.bold()
            }
        }
        """
      let cause = try #require(shapeCause(code))
      #expect(
        cause
          == .declarationKeywordMissing(
            line: 21, written: "Highlight: ViewModifier", meant: "struct Highlight: ViewModifier"))
      #expect(cause.text(in: .en).contains("a type is declared `struct Highlight: ViewModifier`"))
    }

    /// The stack stands among the view's properties: its `var body` line was left out.
    @Test func aViewAmongMembersWithoutItsBodyLineIsSaid() throws {
      let code = """
        struct 名片: View {
            var 姓名: String

            VStack {
                Text(姓名)
            }
        }
        """
      let cause = try #require(shapeCause(code))
      #expect(cause == .bodyLineMissing(line: 24, type: "名片", text: "VStack {"))
      let zh = cause.text(in: .zh)
      #expect(zh.contains("直接放在了 `名片` 的成员之间：漏了 `var body: some View {` 这一行"), "\(zh)")
    }

    /// The same stack inside `body` is a view's body as Swift wants it.
    @Test func aViewInsideItsBodyParses() {
      let code = """
        struct 名片: View {
            var 姓名: String
            var body: some View {
                VStack { Text(姓名) }
            }
        }
        """
      #expect(shapeCause(code) == nil)
    }

    @Test func aModifierAfterAPropertysBraceIsSaid() throws {
      let code = """
        struct Clock: Widget {
            var body: some WidgetConfiguration {
                StaticConfiguration(kind: "clock") { _ in Text("Now") }
            }
            .supportedFamilies([.systemSmall])
        }
        """
      let cause = try #require(shapeCause(code))
      #expect(
        cause
          == .modifierAfterProperty(line: 25, modifier: ".supportedFamilies", property: "body"))
      let en = cause.text(in: .en)
      #expect(en.contains("stands after the `}` closing the property `body`"), "\(en)")
    }

    @Test func aParenthesisTooManyIsNamedWithItsLine() throws {
      let code = """
        let 제목 = Text("안녕"))
            .bold()
        """
      let cause = try #require(shapeCause(code))
      #expect(cause == .unbalancedParenthesis(line: 21, extra: true))
      #expect(cause.text(in: .ko) == "21행에 여는 괄호가 없는 `)`가 하나 더 있습니다")
    }

    @Test func aParenthesisNeverClosedIsNamedWithItsLine() throws {
      let code = """
        Text("Bye")
            .transition(.move(edge: .leading)
        """
      let cause = try #require(shapeCause(code))
      #expect(cause == .unbalancedParenthesis(line: 22, extra: false))
      #expect(cause.text(in: .en) == "a `(` opened at line 22 is never closed: a `)` is missing")
    }

    @Test func anXcodePlaceholderIsSaid() throws {
      let cause = try #require(shapeCause("Button(<#제목#>) { <#동작#> }"))
      #expect(cause == .editorPlaceholder(line: 21, text: "<#제목#>"))
      #expect(cause.text(in: .ko).contains("Xcode의 편집기 자리 표시자입니다"))
    }

    @Test func argumentsLeftBlankAreSaid() throws {
      let cause = try #require(shapeCause("卡片().frame(width: , height: )"))
      #expect(cause == .blankArguments(line: 21, labels: ["width", "height"]))
      let zh = cause.text(in: .zh)
      #expect(zh.contains("第 21 行的 `width:`、`height:` 没有写值"), "\(zh)")
    }

    /// A function reference's labels (`save(to:)`) are not blanks.
    @Test func aFunctionReferenceIsNoBlank() {
      #expect(shapeCause("let action = save(to:)") == nil)
    }

    @Test func aBlockCommentStandingForAMemberIsAnElision() throws {
      let code = """
        if let copied = UIPasteboard.general./* the copied kind */ {
            use(copied)
        }
        """
      let cause = try #require(shapeCause(code))
      #expect(cause == .elidedByComment(line: 21, comment: "/* the copied kind */"))
      let en = cause.text(in: .en)
      #expect(en.contains("a comment standing for a value or member the note leaves out"), "\(en)")
      #expect(!en.contains("prose"), "\(en)")
    }
  }
}

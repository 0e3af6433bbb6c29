import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// A fence that does not parse because a line of it is not Swift at all says what that line
  /// holds, at its note line, instead of the parser's guess ("expected `;`").
  @Suite struct SyntaxProblemCauseTests {
    /// The fence opens a line early: its first line is the note's sentence.
    @Test func aKoreanSentenceInsideTheFenceIsProse() throws {
      let code = """
        아래 코드는 카운터가 어떻게 초기화되는지 보여 준다.
        final class 카운터: ObservableObject {
            @Published var 값 = 0
        }
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == .prose(line: 11, text: "아래 코드는 카운터가 어떻게 초기화되는지 보여 준다."))
      let ko = NotRunReason.block(.invalid(problem)).text(in: .ko)
      #expect(ko.contains("11행은 Swift가 아니라 글의 문장"), "\(ko)")
      #expect(!ko.contains("expected"), "\(ko)")
    }

    /// `total?? 0` reads as a postfix `??` and then another statement: the parser only says
    /// "expected `;`".
    @Test func anOperatorAgainstItsLeftOperandIsSaid() throws {
      let code = """
        func 합계(_ 값: Int?) -> Int {
            return 값?? 0
        }
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == .operatorAgainstOperand(line: 12, written: "값??", meant: "값 ??"))
      let ko = NotRunReason.block(.invalid(problem)).text(in: .ko)
      #expect(ko.contains("12행의 `값??`처럼 연산자를 앞의 값에 붙이고 뒤만 띄우면"), "\(ko)")
      let zh = NotRunReason.block(.invalid(problem)).text(in: .zh)
      #expect(zh.contains("两边要一样留空格，写成 `값 ??`"), "\(zh)")
      let en = NotRunReason.block(.invalid(problem)).text(in: .en)
      #expect(en.contains("space it alike on both sides, `값 ??`"), "\(en)")
      #expect(!en.contains("expected"), "\(en)")
    }

    /// A comparison glued the same way, in a Chinese note's names.
    @Test func aComparisonAgainstItsLeftOperandIsSaid() throws {
      let code = """
        let 已满 = 数量== 10
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == .operatorAgainstOperand(line: 11, written: "数量==", meant: "数量 =="))
    }

    /// An empty fence whose closing line was forgotten swallows the next heading.
    @Test func aHeadingInsideTheFenceSaysTheFenceIsNotClosed() throws {
      let code = """

        ## 列表的选中项

        ```swift
        struct 书架: View {
            var body: some View { Text("书") }
        }
        """
      let problem = try #require(syntaxProblem(code, fenceLine: 40))
      #expect(problem.cause == .heading(line: 42, text: "## 列表的选中项"))
      let zh = NotRunReason.block(.invalid(problem)).text(in: .zh)
      #expect(zh.contains("第 42 行不是 Swift，而是笔记的 Markdown 标题"), "\(zh)")
      #expect(zh.contains("没有在作者想要的地方闭合"), "\(zh)")
    }

    @Test func anHTMLCommentMarkerIsMarkup() throws {
      let code = """
        func greet(person: String)
        -->
        greet(person: "Ann")
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == .markup(line: 12, marker: "-->"))
      let en = NotRunReason.block(.invalid(problem)).text(in: .en)
      #expect(en.contains("line 12 holds `-->`, markup"), "\(en)")
    }

    @Test func cCodeInASwiftFenceIsSaidToBeC() throws {
      let code = """
        void loadView() {
            [super loadView];
        }
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == .cLike(line: 11, text: "void loadView() {"))
      #expect(
        NotRunReason.block(.invalid(problem)).text(in: .zh).contains(
          "不是 Swift，而是 C 或 Objective-C 代码"))
    }

    @Test func anAttributeGluedToItsKeywordIsNamed() throws {
      let code = """
        import SwiftUI

        @mainstruct 일기App: App {
            var body: some Scene { WindowGroup { Text("일기") } }
        }
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == .gluedWords(line: 13, written: "@mainstruct", meant: "@main struct"))
      let ko = NotRunReason.block(.invalid(problem)).text(in: .ko)
      #expect(ko.contains("`@mainstruct`은(는) `@main struct`을(를) 붙여 쓴 것입니다"), "\(ko)")
    }

    /// A module whose name ends like a keyword (`Wallet`) is no glued import when the next line
    /// does not go on as that declaration.
    @Test func aModuleEndingLikeAKeywordIsNotGlued() throws {
      let code = """
        import Wallet
        Text("지갑"
        """
      let problem = try #require(syntaxProblem(code))
      // What is left is the parenthesis never closed.
      #expect(problem.cause == .unbalancedParenthesis(line: 12, extra: false))
    }

    /// A Chinese string or comment is Swift; only the parser's own message is left.
    @Test func wordsInStringsAndCommentsAreNoCause() throws {
      let code = """
        let 标题 = "你好 世界" // 问候 语
        let 数 = (1 + 
        """
      let problem = try #require(syntaxProblem(code))
      // What is left is the parenthesis never closed.
      #expect(problem.cause == .unbalancedParenthesis(line: 12, extra: false))
    }

    /// Words in a string left open are the string's, not prose: the parser's message stays.
    @Test func wordsInAStringLeftOpenAreNoCause() throws {
      let code = """
        VStack {
            Text("Number of pupils in class: \\(pupils.count)
        }
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == nil)
      #expect(problem.message == "expected `\"`")
    }

    /// `State private var`: the wrapper's `@` was left out, whichever wrapper it is.
    @Test func aWrapperWithoutItsAtSaysTheAtIsMissing() throws {
      let korean = """
        State private var 각도: Angle = .zero

        var body: some View {
            Image(systemName: "arrow.up").rotationEffect(각도)
        }
        """
      let problem = try #require(syntaxProblem(korean))
      #expect(problem.cause == .wrapperWithoutAt(line: 11, wrapper: "State"))
      let ko = NotRunReason.block(.invalid(problem)).text(in: .ko)
      #expect(ko.contains("11행의 `State`에 `@`가 빠졌습니다"), "\(ko)")
      let chinese = """
        final class 计数器: ObservableObject {
            Published var 次数 = 0
        }
        """
      let zhProblem = try #require(syntaxProblem(chinese))
      #expect(zhProblem.cause == .wrapperWithoutAt(line: 12, wrapper: "Published"))
      let zh = NotRunReason.block(.invalid(zhProblem)).text(in: .zh)
      #expect(zh.contains("第 12 行的 `Published` 漏了 `@`"), "\(zh)")
      let english = """
        struct Volume: View {
            Binding var level: Double
            var body: some View { Slider(value: $level) }
        }
        """
      let enProblem = try #require(syntaxProblem(english))
      #expect(enProblem.cause == .wrapperWithoutAt(line: 12, wrapper: "Binding"))
      let en = NotRunReason.block(.invalid(enProblem)).text(in: .en)
      #expect(en.contains("`Binding` at line 12 is missing its `@`"), "\(en)")
      #expect(!en.contains("expected"), "\(en)")
    }

    /// An export that escapes backslashes leaves `\\\\.locale` where the note meant `\.locale`.
    @Test func aKeyPathWithDoubledBackslashesSaysSo() throws {
      let code = #"@Environment(\\\\.locale) var 지역"#
      let problem = try #require(syntaxProblem(code))
      #expect(
        problem.cause
          == .doubledBackslashes(line: 11, written: #"\\\\.locale"#, meant: #"\.locale"#))
      let ko = NotRunReason.block(.invalid(problem)).text(in: .ko)
      #expect(ko.contains("백슬래시가 겹쳐 있습니다"), "\(ko)")
      let zh = NotRunReason.block(.invalid(problem)).text(in: .zh)
      #expect(zh.contains(#"即 `\.locale`"#), "\(zh)")
      let en = NotRunReason.block(.invalid(problem)).text(in: .en)
      #expect(en.contains("has its backslash doubled, escaped by an export"), "\(en)")
    }

    /// `{ ... }` stands for a closure's body the note leaves out; the parser only says
    /// "unexpected code `...`".
    @Test func anElidedClosureBodyIsSaid() throws {
      let code = """
        행(
            제목: "받은 편지",
            열기: { ... },
            닫기: { 항목 in ... }
        )
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == .elidedClosure(line: 13, written: "{ ... }"))
      let ko = NotRunReason.block(.invalid(problem)).text(in: .ko)
      #expect(ko.contains("클로저의 본문을 생략 표시로 줄인 것입니다"), "\(ko)")
      let zh = NotRunReason.block(.invalid(problem)).text(in: .zh)
      #expect(zh.contains("用省略号代替了闭包的内容"), "\(zh)")
      let en = NotRunReason.block(.invalid(problem)).text(in: .en)
      #expect(en.contains("elides a closure's body"), "\(en)")
      #expect(!en.contains("unexpected code"), "\(en)")
    }

    /// A closure with parameters and its body elided (`{ item in … }`) is the same elision.
    @Test func anElidedClosureWithParametersIsSaid() throws {
      let code = """
        list(onPick: { item, index in … }, title: "Pick")
        let x = (
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == .elidedClosure(line: 11, written: "{ item, index in … }"))
    }

    /// `[ ... ]` stands for a list's elements; the parser only says "unexpected code `...`".
    @Test func elidedListElementsAreSaid() throws {
      let code = """
        struct 书单: View {
            @State var 书 = [ ... ]
            var body: some View { List(书, id: \\.self) { Text($0) } }
        }
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == .elidedElements(line: 12, written: "[ ... ]"))
      let zh = NotRunReason.block(.invalid(problem)).text(in: .zh)
      #expect(zh.contains("第 12 行的 `[ ... ]` 用省略号代替了数组的元素"), "\(zh)")
      let ko = NotRunReason.block(.invalid(problem)).text(in: .ko)
      #expect(ko.contains("12행의 `[ ... ]`은(는) 배열의 요소를 생략 표시로 줄인 것입니다"), "\(ko)")
      let en = NotRunReason.block(.invalid(problem)).text(in: .en)
      #expect(en.contains("elides the elements of a list"), "\(en)")
      #expect(!en.contains("unexpected code"), "\(en)")
    }

    /// `= // ...`: the initial value is a comment; the parser only says "expected expression".
    @Test func anInitialValueLeftToACommentIsSaid() throws {
      let code = """
        struct Gauge: View {
            @State var reading: Meter = // made elsewhere
            var body: some View { Text("\\(reading.level)") }
        }
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == .elidedValue(line: 12, name: "reading", mark: nil))
      let en = NotRunReason.block(.invalid(problem)).text(in: .en)
      #expect(en.contains("the initial value of `reading` at line 12 is left out"), "\(en)")
      #expect(!en.contains("expected expression"), "\(en)")
      let ko = NotRunReason.block(.invalid(problem)).text(in: .ko)
      #expect(ko.contains("12행의 `reading`은(는) `=` 뒤에 주석만 있고 초깃값이 생략되었습니다"), "\(ko)")
      let zh = NotRunReason.block(.invalid(problem)).text(in: .zh)
      #expect(zh.contains("第 12 行的 `reading` 在 `=` 之后只有注释"), "\(zh)")
    }

    /// A `...` line stands for a view's `body`, leaving its content among the type's members:
    /// as the page compiles it (the mark blanked), the cause is still the mark as written.
    @Test func anElisionMarkBetweenMembersIsSaid() throws {
      let code = """
        struct 점수판: View {
          ...
          ForEach(점수들, id: \\.self) {
            Text("\\($0)")
          }
        }
        """
      let entry = try #require(notebook([fencedBlock(code, fenceLine: 10)]).first)
      guard case .invalid(let problem) = entry.category else {
        Issue.record("\(entry.category)")
        return
      }
      #expect(problem.cause == .elisionMark(line: 12, mark: "..."))
      let ko = NotRunReason.block(.invalid(problem)).text(in: .ko)
      #expect(ko.contains("12행의 `...`은(는) 글이 생략한 코드를 나타냅니다"), "\(ko)")
      let zh = NotRunReason.block(.invalid(problem)).text(in: .zh)
      #expect(zh.contains("第 12 行的 `...` 代表笔记省略的代码"), "\(zh)")
      let en = NotRunReason.block(.invalid(problem)).text(in: .en)
      #expect(en.contains("`...` at line 12 stands for code the note leaves out"), "\(en)")
    }

    /// A block that starts inside a modifier's type: its last `}` closes the unseen header.
    @Test func aClosingBraceWithoutItsOpeningSaysTheStartIsCut() throws {
      let code = """
            func body(content: Content) -> some View {
                content.padding(8)
            }
        }

        extension View {
            func boxed() -> some View { modifier(Boxed()) }
        }
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == .cutStart(line: 14))
      let en = NotRunReason.block(.invalid(problem)).text(in: .en)
      #expect(en.contains("the `}` at line 14 closes a brace the block never opens"), "\(en)")
      let zh = NotRunReason.block(.invalid(problem)).text(in: .zh)
      #expect(zh.contains("第 14 行的 `}` 闭合了代码块从未打开的花括号"), "\(zh)")
      let ko = NotRunReason.block(.invalid(problem)).text(in: .ko)
      #expect(ko.contains("14행의 `}`은(는) 블록이 열지 않은 중괄호를 닫습니다"), "\(ko)")
    }

    /// A class closed before its last method, written after it at a member's indentation, and
    /// the `}` meant to close the class left closing nothing: said as a type closed too early,
    /// not as a block starting inside an unshown declaration.
    @Test func aTypeClosedBeforeItsLastMemberIsSaid() throws {
      let code = """
        @Observable final class 计数器 {
            var 次数 = 0
        }

            func 加一() {
                次数 += 1
            }
        }
        """
      let problem = try #require(syntaxProblem(code))
      #expect(
        problem.cause
          == .closedEarly(line: 13, type: "计数器", member: "加一", memberLine: 15, strayLine: 18))
      let zh = NotRunReason.block(.invalid(problem)).text(in: .zh)
      #expect(zh.contains("第 13 行的 `}` 过早地闭合了 `计数器`"), "\(zh)")
      let en = NotRunReason.block(.invalid(problem)).text(in: .en)
      #expect(
        en.contains(
          "the `}` at line 13 closes `计数器` too early: `加一` after it (line 15) is indented as its member, and the `}` at line 18, meant to close the type, closes nothing"
        ), "\(en)")
    }

    /// A requirement's line ending in `}}` closes the protocol early: the `}` meant to close it
    /// closes nothing, and the block starts nowhere unshown.
    @Test func aLineEndingInOneBraceTooManyIsSaid() throws {
      let code = """
        protocol 점수판 {
            var 점수: Int { get }
            var 이름: String { get set }}
        }

        struct 경기: 점수판 {}
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == .doubledBrace(line: 13, strayLine: 14))
      let ko = NotRunReason.block(.invalid(problem)).text(in: .ko)
      #expect(ko.contains("13행은 `}}`로 끝나 `}`이(가) 하나 많습니다"), "\(ko)")
      let zh = NotRunReason.block(.invalid(problem)).text(in: .zh)
      #expect(zh.contains("第 13 行以 `}}` 结尾，多了一个 `}`"), "\(zh)")
      let en = NotRunReason.block(.invalid(problem)).text(in: .en)
      #expect(
        en.contains("line 13 ends in `}}`, one `}` too many"), "\(en)")
      #expect(en.contains("the `}` at line 14, meant to close that declaration, closes nothing"))
    }

    /// A `}}` closing a stack and the `body` it is in is no mistake: the `}` after it, at the
    /// type's indentation, closes the unshown type, and the start is still cut.
    @Test func aLineClosingTwoOpenBracesIsNoDoubledBrace() throws {
      let code = """
            var body: some View {
                VStack { Text("a") }}
        }
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == .cutStart(line: 13))
    }

    /// A parameter's label at the end of one line and its name on the next is a signature
    /// written over two lines, no missing comma; a labelled value followed by a label is one.
    @Test func aLabelBeforeItsParameterNameIsNoMissingComma() {
      let signature = [
        "func scene(_ scene: UIScene, willConnectTo",
        "           session: UISceneSession) {",
        "}",
      ]
      #expect(SyntaxProblemCause.missingCommaBetweenLines(signature, noteLine: { $0 }) == nil)
      let call = ["Toggle(isOn: $알림", "       label: { Text(\"알림\") })"]
      #expect(
        SyntaxProblemCause.missingCommaBetweenLines(call, noteLine: { $0 })
          == .missingComma(line: 2, before: "isOn:", after: "label:"))
    }

    /// A property whose value is `...`, and a method body of spaced dots `{ . . . }`: elided.
    @Test func anInitialValueOrBodyElidedWithDotsIsSaid() throws {
      let property = """
        struct 设置页: View {
            @State private var 设置: 设置项 = ...

            var body: some View { Text("设置") }
        }
        """
      let problem = try #require(syntaxProblem(property))
      #expect(problem.cause == .elidedValue(line: 12, name: "设置", mark: "..."))
      let zh = NotRunReason.block(.invalid(problem)).text(in: .zh)
      #expect(zh.contains("第 12 行的 `设置` 用 `...` 省略了初始值"), "\(zh)")
      let ko = NotRunReason.block(.invalid(problem)).text(in: .ko)
      #expect(ko.contains("12행의 `设置`은(는) 초깃값을 `...`(으)로 생략했습니다"), "\(ko)")
      let en = NotRunReason.block(.invalid(problem)).text(in: .en)
      #expect(en.contains("the initial value of `设置` at line 12 is elided with `...`"), "\(en)")
      let method = """
        struct Stack<Element> {
            func push(_ element: Element) { . . . }
        }
        """
      let body = try #require(syntaxProblem(method))
      #expect(body.cause == .elidedClosure(line: 12, written: "{ . . . }"))
    }

    /// Code after the type's `}` at the top level's own indentation is no member left outside.
    @Test func codeAtTheTopLevelAfterAClosedTypeIsNoEarlyClose() throws {
      let code = """
        struct Counter {
            var count = 0
        }

        func reset() {
            print("reset")
        }
        }
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == .cutStart(line: 18))
    }

    /// A whole view whose `}` comes once too often at its end (its body indented a level too
    /// deep, closed once more): the block opens with the view's header, so it does not start
    /// inside an unshown declaration.
    @Test func aWholeDeclarationClosedOnceMoreHasOneBraceTooMany() throws {
      let code = """
        struct 인사: View {
            var body: some View {
                    Text("안녕")
                }
            }
        }
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == .extraBrace(line: 16, opening: 11, closing: 15))
    }

    /// `]=` with a space after only: Swift reads a postfix `=`, and the parser may blame the
    /// class's first line; the cause names the line with the operator.
    @Test func anAssignmentAgainstATypeIsSaidAtItsLine() throws {
      let code = """
        class 할일목록: ObservableObject {
            @Published var 할일: [String]= []
        }
        """
      let problem = try #require(syntaxProblem(code))
      #expect(
        problem.cause
          == .operatorAgainstOperand(line: 12, written: "[String]=", meant: "[String] ="))
      let ko = NotRunReason.block(.invalid(problem)).text(in: .ko)
      #expect(ko.contains("12행의 `[String]=`처럼"), "\(ko)")
    }

    /// Signatures listed by type alone (`(C0, C1)`), as the documentation shows a builder's
    /// methods: an API listing, not a syntax error.
    @Test func signaturesWithUnnamedParametersAreAnAPIListing() {
      let code = """
        static func buildPair<A, B>(A, B) -> Pair<A, B>
        static func buildPair<A, B, C>(A, B, C) -> Triple<A, B, C>
        ...
        """
      #expect(SwiftBlockClassifier.classify(fencedBlock(code, fenceLine: 10)) == .apiListing)
    }

    /// A program's output pasted into a Swift fence: words and numbers, no Swift punctuation.
    @Test func plainTextLinesAreSaidToBeText() throws {
      let code = """
        ready
        done in 3 steps
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == .plainText(line: 12, text: "done in 3 steps"))
      let en = NotRunReason.block(.invalid(problem)).text(in: .en)
      #expect(en.contains("the block is plain text, not Swift"), "\(en)")
      let zh = NotRunReason.block(.invalid(problem)).text(in: .zh)
      #expect(zh.contains("这个代码块不是 Swift，而是纯文本"), "\(zh)")
      let ko = NotRunReason.block(.invalid(problem)).text(in: .ko)
      #expect(ko.contains("이 블록은 Swift가 아니라 일반 텍스트입니다"), "\(ko)")
    }

    /// A line of Swift among the words (`let total = 3`) makes the block code, not text.
    @Test func aLineOfSwiftKeepsTheBlockCode() throws {
      let code = """
        let total = 3
        done in 3 steps
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause != .plainText(line: 12, text: "done in 3 steps"))
    }

    /// Doubled backslashes inside a string are an escaped backslash, valid Swift: no cause.
    @Test func doubledBackslashesInAStringAreNoCause() throws {
      let code = #"""
        Text("a\\\\.b")
        let x = (
        """#
      let problem = try #require(syntaxProblem(code))
      // What is left is the parenthesis never closed.
      #expect(problem.cause == .unbalancedParenthesis(line: 12, extra: false))
    }
  }
}

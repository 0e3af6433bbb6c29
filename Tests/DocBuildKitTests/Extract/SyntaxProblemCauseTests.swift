import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// A fence that does not parse because a line of it is not Swift at all says what that line
  /// holds, at its note line, instead of the parser's guess ("expected `;`").
  @Suite struct SyntaxProblemCauseTests {
    func syntaxProblem(_ code: String, fenceLine: Int = 10) -> SyntaxProblem? {
      guard
        case .invalid(let problem) = SwiftBlockClassifier.classify(
          fencedBlock(code, fenceLine: fenceLine))
      else { return nil }
      return problem
    }

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
      #expect(problem.cause == nil)
    }

    /// A Chinese string or comment is Swift; only the parser's own message is left.
    @Test func wordsInStringsAndCommentsAreNoCause() throws {
      let code = """
        let 标题 = "你好 世界" // 问候 语
        let 数 = (1 + 
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == nil)
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
  }
}

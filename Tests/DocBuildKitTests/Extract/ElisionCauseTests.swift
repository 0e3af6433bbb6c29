import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// A block that does not parse because it elides code (`...` for arguments or parameters),
  /// stops before its closing braces, or leaves a modifier unwritten after its dot says so,
  /// instead of the parser's "unexpected code" or "expected `}`".
  @Suite struct ElisionCauseTests {
    @Test func elidedArgumentsAndClosureParametersAreSaid() throws {
      let code = """
        struct 목록: View {
            var body: some View {
                ForEach(...) { ... in
                    Text("항목")
                }
            }
        }
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == .elidedCode(line: 13, written: "ForEach(...) { ... in"))
      let ko = NotRunReason.block(.invalid(problem)).text(in: .ko)
      #expect(ko.contains("13행의 `ForEach(...) { ... in`은(는) 코드(인자나 매개변수)를 생략 표시로 줄인 것입니다"), "\(ko)")
      #expect(!ko.contains("unexpected"), "\(ko)")
    }

    @Test func anElidedParameterListIsSaid() throws {
      let code = """
        final class 应用代理: NSObject {
            func 启动(..., 选项...) -> Bool {
                return true
            }
        }
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == .elidedCode(line: 12, written: "func 启动(..., 选项...) -> Bool {"))
      let zh = NotRunReason.block(.invalid(problem)).text(in: .zh)
      #expect(zh.contains("用省略号代替了代码（参数或形参）"), "\(zh)")
    }

    /// A range is no elision: `0...5` between two operands is Swift.
    @Test func aRangeIsNotAnElision() {
      let code = """
        ForEach(0...5, id: \\.self) { n in
            Text("\\(n)")
        }
        """
      #expect(syntaxProblem(code) == nil)
    }

    @Test func aBlockCutOffBeforeItsClosingBracesIsAnExcerpt() throws {
      let code = """
        struct Garden: View {
            var body: some View {
                List {
                    Text("Roses")
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == .cutEnd(line: 14))
      let en = NotRunReason.block(.invalid(problem)).text(in: .en)
      #expect(en.contains("an excerpt cut off before its closing lines"), "\(en)")
      let zh = NotRunReason.block(.invalid(problem)).text(in: .zh)
      #expect(zh.contains("这是在结尾的几行之前截断的节选"), "\(zh)")
    }

    @Test func aLoneDotLeavesItsModifierUnwritten() throws {
      let code = """
        var body: some View {
            VStack {
                Text("정원")
            }
            .
        }
        """
      let problem = try #require(syntaxProblem(code))
      #expect(problem.cause == .loneDot(line: 15))
      let ko = NotRunReason.block(.invalid(problem)).text(in: .ko)
      #expect(ko.contains("15행은 `.` 하나뿐입니다"), "\(ko)")
      let en = NotRunReason.block(.invalid(problem)).text(in: .en)
      #expect(en.contains("line 15 is a lone `.`"), "\(en)")
    }

    /// `Image(...)` parses: swiftc then speaks of `UnboundedRange_`, which a reader never wrote.
    @Test func anArgumentElidedAsARangeIsExplained() {
      let message = "type '(UnboundedRange_) -> ()' cannot conform to 'View'"
      #expect(CompilerMessageText.explained(message, in: .ko).hasPrefix("인자를 `...`로 생략했습니다"))
      #expect(CompilerMessageText.explained(message, in: .zh).hasPrefix("用 `...` 省略了参数"))
      #expect(
        CompilerMessageText.explained(message, in: .en).hasPrefix(
          "an argument is elided with `...`"))
    }

    /// `var body: some View { .padding() }`: swiftc says the member cannot be used on `View`.
    @Test func aModifierWithNoViewBeforeItsDotIsSaid() {
      let message = "instance member 'padding' cannot be used on type 'View'"
      #expect(
        CompilerMessageText.explained(message, in: .en)
          == "the modifier `.padding` starts with its dot, no view before it: there is no view to modify"
      )
      #expect(CompilerMessageText.explained(message, in: .zh).contains("没有可修饰的视图"))
      #expect(CompilerMessageText.explained(message, in: .ko).contains("수정할 뷰가 없습니다"))
    }
  }
}

import Testing

@testable import DocBuildKit

extension CheckTests {
  /// "missing return" at the brace of a function with nothing written in it is said as the body
  /// the note leaves empty; a body with code that forgets its `return` keeps swiftc's words.
  @Suite struct EmptyFunctionBodyTests {
    func missingReturn(line: Int, column: Int, type: String) -> CompilerMessage {
      CompilerMessage(
        file: "main.swift", line: line, column: column, severity: .error,
        text: "missing return in global function expected to return '\(type)'")
    }

    @Test func anEmptyBodyIsSaidInEachLanguage() throws {
      let lines: [Substring] = ["// 错误的写法", "func 总价(_ 数量: Int) -> Int {", "    // 省略", "}"]
      let cause = try #require(
        EmptyFunctionBody.cause(of: missingReturn(line: 4, column: 1, type: "Int"), lines: lines))
      #expect(cause == .emptyBody(function: "总价", returns: "Int"))
      #expect(cause.text(in: .zh).contains("`总价` 的函数体是空的：声明了返回 `Int`"))
      #expect(cause.text(in: .ko).contains("`总价`의 본문이 비어 있습니다"))
      #expect(cause.text(in: .en).contains("the body of `总价` is left empty"))
    }

    @Test func anEmptyBodyOnOneLineIsSaid() {
      let lines: [Substring] = ["func area() -> Double { }"]
      #expect(
        EmptyFunctionBody.cause(
          of: missingReturn(line: 1, column: 25, type: "Double"), lines: lines)
          == .emptyBody(function: "area", returns: "Double"))
    }

    /// Code that forgets its `return` is the note's own mistake, said in swiftc's words.
    @Test func aBodyWithCodeIsNotEmpty() {
      let lines: [Substring] = ["func 넓이() -> Double {", "    let 값 = 3.0 * 2", "}"]
      #expect(
        EmptyFunctionBody.cause(of: missingReturn(line: 3, column: 1, type: "Double"), lines: lines)
          == nil)
    }
  }
}

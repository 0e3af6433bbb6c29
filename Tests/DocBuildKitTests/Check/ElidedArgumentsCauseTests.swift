import Testing

@testable import DocBuildKit

extension CheckTests {
  /// "no exact matches in call" at a call whose parentheses hold only `...` (or `…`) is said as
  /// the arguments the note elides.
  @Suite struct ElidedArgumentsCauseTests {
    func noMatch(line: Int, column: Int, in callee: String = "initializer") -> CompilerMessage {
      CompilerMessage(
        file: "main.swift", line: line, column: column, severity: .error,
        text: "no exact matches in call to \(callee)")
    }

    @Test func anElidedInitializerCallIsSaidInEachLanguage() throws {
      let lines: [Substring] = ["VStack {", "    Capsule(...)", "    Text(\"完成\")", "}"]
      let cause = try #require(
        ElidedArguments.cause(of: noMatch(line: 2, column: 5), lines: lines))
      #expect(cause == .elidedArguments("Capsule(...)"))
      #expect(cause.text(in: .zh).contains("`Capsule(...)` 的参数用 `...` 省略了"))
      #expect(cause.text(in: .ko).contains("`Capsule(...)`의 인자를 `...`로 생략했습니다"))
      #expect(cause.text(in: .en).contains("the arguments of `Capsule(...)` are elided with `...`"))
    }

    @Test func anElidedModifierWithAnEllipsisCharacterIsSaid() {
      let lines: [Substring] = ["Circle().stroke(…)"]
      #expect(
        ElidedArguments.cause(
          of: noMatch(line: 1, column: 9, in: "instance method 'stroke'"), lines: lines)
          == .elidedArguments(".stroke(…)"))
    }

    /// swiftc may try one initializer and point at the elision it finds no label for.
    @Test func aLabelMissingAtTheElisionIsSaidAsTheElision() {
      let message = CompilerMessage(
        file: "main.swift", line: 1, column: 19, severity: .error,
        text: "missing argument label 'style:' in call")
      #expect(
        ElidedArguments.cause(of: message, lines: ["let 边框 = Capsule(...)"])
          == .elidedArguments("Capsule(...)"))
    }

    /// Arguments written out are the note's own call, which swiftc's words keep.
    @Test func writtenArgumentsAreNoElision() {
      let lines: [Substring] = ["Text(날짜, 형식: .short)"]
      #expect(ElidedArguments.cause(of: noMatch(line: 1, column: 1), lines: lines) == nil)
    }
  }
}

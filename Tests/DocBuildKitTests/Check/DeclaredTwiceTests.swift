import Testing

@testable import DocBuildKit

extension CheckTests {
  /// "invalid redeclaration" of a name both of whose declarations stand in the block is said as
  /// the two versions of one declaration the block shows.
  @Suite struct DeclaredTwiceTests {
    let redeclaration = CompilerMessage(
      file: "main.swift", line: 6, column: 10, severity: .error,
      text: "invalid redeclaration of '저장소'")
    let previous = CompilerMessage(
      file: "main.swift", line: 2, column: 10, severity: .note,
      text: "'저장소' previously declared here")

    @Test func aProtocolShownTwiceIsSaidInEachLanguage() throws {
      let cause = try #require(
        DeclaredTwice.cause(of: redeclaration, notes: [previous]) { (2...8).contains($0.line) })
      #expect(cause == .declaredTwice("저장소"))
      #expect(cause.text(in: .ko).contains("이 블록은 `저장소`을(를) 두 번 선언합니다(한 블록에 두 버전)"))
      #expect(cause.text(in: .zh).contains("这个代码块声明了两次 `저장소`（一个代码块里有两个版本）"))
      #expect(
        cause.text(in: .en)
          == "this block declares `저장소` twice (two versions in one block): docbuild runs blocks, not versions inside one"
      )
    }

    /// A block declaring again what another block declares shows no two versions of its own.
    @Test func aNameDeclaredFirstInAnotherBlockIsNoTwoVersions() {
      #expect(
        DeclaredTwice.cause(of: redeclaration, notes: [previous]) { (5...8).contains($0.line) }
          == nil)
    }

    @Test func otherErrorsAreNoRedeclaration() {
      let message = CompilerMessage(
        file: "main.swift", line: 2, column: 1, severity: .error,
        text: "cannot find '订单' in scope")
      #expect(DeclaredTwice.cause(of: message, notes: [previous]) { _ in true } == nil)
    }
  }
}

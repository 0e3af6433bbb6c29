import Testing

@testable import DocBuildKit

/// A `body` holding only a comment that points elsewhere (`// see the sample project`) is the
/// author leaving the view out, as a `...` body is: compiled as an empty view, and said in the
/// reason of a block that does not run for another cause.
struct CommentedOutBodyTests {
  @Test func aCommentOnlyBodyIsCompletedAsAnElision() {
    var lines = HiddenLines(
      code: """
        struct 화분: View {
          var body: some View {
            // 전체 화면은 예제 프로젝트에 있습니다
          }
        }

        """)
    let completed = lines.completeElisions()
    #expect(completed)
    #expect(
      lines.compiledLines.map(\.text) == [
        "struct 화분: View {", "  var body: some View {", "EmptyView()", "  }", "}",
      ])
    #expect(lines.compiledLines[2].writtenBeforeElision == "    // 전체 화면은 예제 프로젝트에 있습니다")
  }

  @Test func aBodyWithCodeBesideItsCommentsIsLeftAsWritten() {
    let code = """
      struct 花盆: View {
        var body: some View {
          // 标题
          Text("花盆")
        }
      }

      """
    var lines = HiddenLines(code: code)
    let completed = lines.completeElisions()
    #expect(!completed)
    #expect(lines.compiledLines.map(\.text).joined(separator: "\n") + "\n" == code)
  }

  @Test func aFunctionReturningAValueWithOnlyACommentIsNotABody() {
    var lines = HiddenLines(code: "func count() -> Int {\n  // counted elsewhere\n}\n")
    let completed = lines.completeElisions()
    #expect(!completed)
    #expect(
      lines.compiledLines.map(\.text) == ["func count() -> Int {", "  // counted elsewhere", "}"])
  }

  @Test func viewsWhoseBodyIsLeftOutAreNamedInOrder() {
    let code = """
      struct 화단: View {
        @Binding var 계절: 계절
        var body: some View {
          // 예제 프로젝트를 보세요
        }
      }
      struct 花坛: View {
        var body: some View { ... }
      }
      struct Bed: View {
        var body: some View { Text("bed") }
      }
      struct Pot: View {
        var label = ""
      }
      """
    #expect(ElidedBody.views(in: code) == ["화단", "花坛"])
  }

  @Test func aLeftOutBodyIsSaidAfterTheUndeclaredNamesInEachLanguage() {
    let reason = NotRunReason.undeclaredNames(["Season"], bodyLeftOut: ["BedView"])
    #expect(
      reason.text(in: .ko)
        == "이 글에서 선언하지 않은 `Season`을(를) 사용합니다. 또한 뷰 `BedView`의 `body`는 생략되어 있습니다")
    #expect(reason.text(in: .zh) == "使用了本文没有声明的 `Season`；此外，视图 `BedView` 的 `body` 被省略了")
    #expect(
      reason.text(in: .en)
        == "uses `Season`, which the note never declares, and the view `BedView` leaves its `body` out"
    )
    #expect(
      NotRunReason.undeclaredNames([], bodyLeftOut: ["A", "B"]).text(in: .en)
        == "the views `A`, `B` leave their `body` out")
  }
}

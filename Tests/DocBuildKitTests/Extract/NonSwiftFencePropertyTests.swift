import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// A property a note shows alone in a fence not read as Swift (`@State private var 查询 = ""`)
  /// is declared by the note: a later excerpt reading it is told where, never "never declared".
  @Suite struct NonSwiftFencePropertyTests {
    @Test func aLonePropertyInAnUnlabelledFenceIsDeclaredThere() {
      let note = document(
        """
        # 검색

        ```
        @State private var 검색어 = ""
        ```

        ```
        var 결과: [String] {
          검색어.isEmpty ? [] : [검색어]
        }
        ```

        """)
      #expect(NonSwiftFenceDeclarations.lines(in: note) == ["검색어": 3, "결과": 7])
    }

    @Test func aStatementIsNoDeclaration() {
      let note = document(
        """
        # 搜索

        ```text
        查询 = "茶"
        ```

        """)
      #expect(NonSwiftFenceDeclarations.lines(in: note).isEmpty)
    }

    @Test func aChainReadingSuchAPropertySaysItsLineInEachLanguage() {
      let reason = NotRunReason.chainWithoutView(
        alsoUnshown: ["菜单"], outsideSwift: ["查询"], lines: [26])
      #expect(
        reason.text(in: .en)
          == "a chain of modifiers without the view they modify, and it reads `查询` (line 26), which the note declares in a fence not marked as Swift, so docbuild does not compile it, and it uses `菜单`, which the note never declares"
      )
      #expect(reason.text(in: .zh).contains("`查询`（第 26 行） 在本文未标注为 Swift 的代码块中声明"))
      #expect(reason.text(in: .ko).contains("`查询`(26행)을(를) 읽습니다"))
      #expect(!reason.text(in: .zh).contains("没有声明的 `查询`"))
      #expect(reason.kind == "excerpt")
    }
  }
}

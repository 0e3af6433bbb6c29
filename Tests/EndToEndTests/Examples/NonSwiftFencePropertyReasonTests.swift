import Testing

@testable import DocBuildKit

/// A note that declares its search text in a lone, unlabelled `@State` fence and then shows the
/// modifier and the loop reading it: the page says where they are declared, never that the note
/// does not declare them.
@Suite struct NonSwiftFencePropertyReasonTests {
  static let chinese = #"""
    # 搜索菜单

    先加一个保存搜索内容的变量：

    ```
    @State private var 关键词 = ""
    ```

    再给列表加上搜索框：

    ```
    .searchable(text: $关键词, prompt: Text("搜索饮品"))
    ```

    过滤后的结果：

    ```
    var 结果: [String] {
        关键词.isEmpty ? 饮品 : 饮品.filter { $0.contains(关键词) }
    }
    ```

    用它替换列表的数据：

    ```
    ForEach(结果, id: \.self) { 名字 in
        Text(名字)
    }
    ```

    """#

  @Test func theChainAndTheLoopSayWhichFenceDeclaresWhatTheyRead() throws {
    let (report, _, page) = try SiteFixture.buildNote("zh/01-search.md", Self.chinese)
    #expect(
      report == [
        "zh/01-search.md:11: not run (excerpt): a chain of modifiers without the view they modify, and it reads `关键词` (line 5), which the note declares in a fence not marked as Swift, so docbuild does not compile it",
        "zh/01-search.md:25: not run (excerpt): uses `结果` (line 17), which the note shows only in a fence not marked as Swift, so docbuild does not compile it",
      ])
    #expect(page.contains("它读取的 关键词（第 5 行） 在本文未标注为 Swift 的代码块中声明"))
    #expect(page.contains("使用了 结果（第 17 行），本文只在未标注为 Swift 的代码块中展示它"))
    #expect(!page.contains("没有声明的 关键词"))
    #expect(!page.contains("没有声明的 结果"))
  }

  @Test func anEnglishNoteSaysItToo() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "en/01-filter.md",
      """
      # Filter

      ```
      @State private var query = ""
      ```

      ```
      .searchable(text: $query, prompt: Text("Search"))
      ```

      """)
    #expect(
      report == [
        "en/01-filter.md:7: not run (excerpt): a chain of modifiers without the view they modify, and it reads `query` (line 3), which the note declares in a fence not marked as Swift, so docbuild does not compile it"
      ])
    #expect(
      page.contains(
        "it reads query (line 3), which the note declares in a fence not marked as Swift"))
  }

  /// A loop reading a value from a fence not marked as Swift and a row view no block declares:
  /// both stop it, and the page says both.
  @Test func aBlockThatAlsoUsesAnUndeclaredNameSaysBoth() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/01-list.md",
      """
      # 목록

      ```
      var 과일들: [String] { ["사과", "배"] }
      ```

      ```
      ForEach(과일들, id: \\.self) { 과일 in
          과일행(이름: 과일)
      }
      ```

      """)
    #expect(
      report == [
        "ko/01-list.md:7: not run (excerpt): uses `과일행`, which the note never declares; it also uses `과일들` (line 3), which the note shows only in a fence not marked as Swift, so docbuild does not compile it"
      ])
    #expect(page.contains("이 글에서 선언하지 않은 과일행을(를) 사용합니다"))
    #expect(page.contains("과일들(3행)을(를) 사용합니다"))
  }
}

import Testing

@testable import DocBuildKit

/// A name the page declares only inside a function (a loader's `let data`) is a local no other
/// block can read: a block reading a value of that name reads one the note never declares.
@Suite struct LocalNameReasonTests {
  @Test func aFunctionsLocalIsNotAPageValue() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "zh/loader.md",
      """
      # 读取文件

      ```swift
      func 读取(_ 文件名: String) -> String {
          let 内容 = "来自 \\(文件名)"
          return 内容
      }
      ```

      ```swift
      Section(header: Text("成员")) {
          ForEach(内容.成员) { 成员 in
              Text(成员.名字)
          }
      }
      ```

      """)
    #expect(
      report == [
        "zh/loader.md:3: compiled only",
        "zh/loader.md:10: not run (excerpt): uses `内容`, which the note never declares",
      ])
    #expect(!page.contains("读取了本页其他代码块声明的"))
  }

  @Test func localsAndMembersAreToldApart() {
    let locals = LocalDeclarations.names(in: [
      """
      struct Shelf: View {
        @State var books: [String] = []
        var body: some View {
          let count = books.count
          Text("\\(count)")
        }
      }
      func load() { let data = 1; _ = data }
      let books = 3
      """
    ])
    #expect(locals == ["count", "data"])
  }

  /// The block a fragment's value comes from is itself an excerpt: what it lacks is said too.
  @Test func theSourceBlocksOwnMissingTypesAreSaid() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "zh/settings.md",
      """
      # 设置

      ```swift
      @StateObject var 设置 = 设置仓库()

      主页()
          .environmentObject(设置)
      ```

      ```swift
      Toggle("夜间模式", isOn: $设置.夜间模式)
      ```

      """)
    #expect(
      report.last
        == "zh/settings.md:10: not run (fragment (view expression)): a view expression: belongs inside a view's `body` — it reads `设置` (line 3), declared in another block of the page, which docbuild could not compile this block with; that block uses `设置仓库`, `主页`, which the note never declares"
    )
    #expect(page.contains("而那个代码块使用了本文没有声明的 设置仓库, 主页"))
  }
}

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
}

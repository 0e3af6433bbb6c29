import Testing

@testable import DocBuildKit

/// A value's description pasted into an unlabelled fence after the prose says the console shows
/// it: output, neither run nor read for undeclared names, nor checked as the log of a view that
/// prints nothing.
@Suite struct PrintedValueFenceTests {
  @Test func aDumpAfterCodeShownOutsideSwiftIsOutput() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      "zh/01-mirror.md",
      """
      # 镜像

      ```swift
      struct 标签: View {
        var body: some View {
          Text("一").tag(0)
        }
      }
      ```

      打印它的内容：

      ```
      struct 选择器<内容: View>: View {
        ...
        var body: some View {
          let _ = print(Mirror(reflecting: 内容).descendant("value")!)
          EmptyView()
        }
      }
      ```

      这一次控制台显示：

      ```
      (
        ModifiedContent(
          content: Text(storage: Text.Storage.anyTextStorage(LocalizedTextStorage), modifiers: []),
          modifier: _TraitWritingModifier(value: TagValueTraitKey.Value.tagged(0))
        )
      )
      ```

      """)
    #expect(report == ["zh/01-mirror.md:3: run"])
    #expect(!page.contains("没有声明的 LocalizedTextStorage"))
    #expect(!page.contains("没有声明的 _TraitWritingModifier"))
    #expect(!diagnostics.contains { $0.message.contains("reproduces this log") })
  }
}

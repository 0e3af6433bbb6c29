import Testing

@testable import DocBuildKit

/// A fragment that assigns a page view's member runs in a view that holds it as a variable:
/// never in a nearer view that holds a `let` of that name. `_count`, the storage Swift
/// synthesizes for `@State var count`, is a member of that view, never a name the note forgot.
@Suite struct AssigningFragmentPlacementTests {
  static let chinese = #"""
    # 计数与弹窗

    ```swift
    struct 主视图: View {
        @State private var 次数 = 1
        @State private var 显示 = false

        var body: some View {
            Text("主视图")
        }
    }
    ```

    弹出的视图只读取传进来的次数：

    ```swift
    struct 弹出视图: View {
        let 次数: Int
        @Binding var 显示: Bool
        var body: some View {
            Text("次数 = \(次数)")
        }
    }
    ```

    按钮修改主视图的状态，并打印状态的存储：

    ```swift
    Button("设为 2") {
        次数 = 2
        显示 = true
        print("存储：\(_次数.wrappedValue)")
    }
    ```

    ```scenario
    tap "设为 2"
    ```

    """#

  @Test func anAssigningFragmentRunsInTheViewHoldingAVariable() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote("zh/01-sheet.md", Self.chinese)
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    #expect(report.contains("zh/01-sheet.md:28: run (completed)"), "\(report)")
    #expect(page.contains("struct 主视图: View {"))
    #expect(page.contains("存储：2"))
    #expect(!page.contains("`_次数`"))
  }

  static let english = #"""
    # A counter's storage

    ```swift
    struct CounterView: View {
        @State private var count = 0
        var body: some View {
            Text("\(count)")
        }
    }
    ```

    The wrapper itself is `_count`:

    ```swift
    Button("Show storage") {
        count += 1
        print("storage: \(_count.wrappedValue)")
    }
    ```

    ```scenario
    tap "Show storage"
    ```

    """#

  @Test func aWrappersStorageIsTheViewsMember() throws {
    let (report, _, page) = try SiteFixture.buildNote("en/01-storage.md", Self.english)
    #expect(report.contains("en/01-storage.md:14: run (completed)"), "\(report)")
    #expect(page.contains("storage: 1"))
    #expect(!page.contains("which the note never declares"))
  }
}

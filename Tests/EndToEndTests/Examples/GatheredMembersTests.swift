import Testing

@testable import DocBuildKit

/// A view's members that a note shows a block at a time (a state in one block, a computed
/// property over it in the next, the `body` reading both in a third) are compiled together: a
/// fragment reading members of several such blocks runs with all of them.
@Suite struct GatheredMembersTests {
  static let english = #"""
    # Filtering a list

    First the state:

    ```swift
    @State private var query = ""
    let fruits = ["apple", "banana", "cherry"]
    ```

    Then the body:

    ```swift
    var body: some View {
        List(matches, id: \.self) { fruit in
            Text(fruit)
        }
    }
    ```

    And what it lists:

    ```swift
    var matches: [String] {
        query.isEmpty ? fruits : fruits.filter { $0.contains(query) }
    }
    ```

    """#

  @Test func aBodyReadingTheNextBlocksMemberRunsWithIt() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote("en/01-filter.md", Self.english)
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    #expect(report.contains("en/01-filter.md:12: run (completed)"), "\(report)")
    #expect(page.contains("banana"))
  }

  static let chinese = #"""
    # 设置

    ```swift
    struct 设置视图: View {
        var body: some View {
            Form {
                Text("排序")
            }
        }
    }
    ```

    在 `设置视图` 中声明选项：

    ```swift
    private var 顺序选项 = ["名称", "评分"]
    ```

    以及所选的序号：

    ```swift
    @State private var 所选顺序 = 0
    ```

    ```swift
    Picker("顺序", selection: $所选顺序) {
        ForEach(0 ..< 顺序选项.count, id: \.self) {
            Text(顺序选项[$0])
        }
    }
    ```

    """#

  @Test func anExpressionReadingMembersOfTwoBlocksRunsWithBoth() throws {
    let (report, _, page) = try SiteFixture.buildNote("zh/01-settings.md", Self.chinese)
    #expect(report.contains("zh/01-settings.md:25: run (completed)"), "\(report)")
    #expect(page.contains("名称"))
  }
}

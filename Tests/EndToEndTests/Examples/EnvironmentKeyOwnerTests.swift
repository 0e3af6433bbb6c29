import Testing

@testable import DocBuildKit

/// `@Environment(\.key)` reads a member of `EnvironmentValues`: a property of the same name that
/// another block of the page declares (a view's `@State`) is not that value, and the block that
/// declares it is not one the reader waits on, even when it runs.
@Suite struct EnvironmentKeyOwnerTests {
  static func note(_ title: String, prose: String) -> String {
    """
    # \(title)

    ```swift
    struct Kettle: View {
        @State private var steaming = false

        var body: some View {
            Toggle("Steam", isOn: $steaming)
        }
    }
    ```

    \(prose)

    ```swift
    struct Spout: View {
        @Environment(\\.steaming) private var steaming

        var body: some View {
            Image(systemName: "cloud").opacity(steaming ? 1 : 0.3)
        }
    }
    ```

    """
  }

  @Test(arguments: [
    ("ko/kettle.md", "주전자", "김이 나는지 읽습니다.", "컴파일되지 않은 블록"),
    ("zh/kettle.md", "水壶", "这里读取是否冒汽。", "未能编译的代码块"),
    ("en/kettle.md", "Kettle", "The spout reads it.", "a block that does not compile"),
  ])
  func aStatePropertyIsNotTheEnvironmentValue(
    path: String, title: String, prose: String, failedBlock: String
  ) throws {
    let (report, _, page) = try SiteFixture.buildNote(path, Self.note(title, prose: prose))
    #expect(report.contains { $0.hasPrefix(path + ":3: run") }, "\(report)")
    let reason = try #require(report.first { $0.hasPrefix(path + ":15:") }, "\(report)")
    #expect(reason.contains("EnvironmentValues.steaming"), "\(reason)")
    #expect(!page.contains(failedBlock), "\(page)")
    #expect(page.contains("EnvironmentValues.steaming"), "\(page)")
  }
}

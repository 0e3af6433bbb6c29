import Testing

@testable import DocBuildKit

/// A view expression that shows a view the page declares only further down (the screen a link
/// leads to, a row written after the list) runs with that later declaration, as a program does:
/// the reason "needs a block that does not compile" was false there. In Korean, Chinese and
/// English.
@Suite struct LaterDeclarationFragmentTests {
  static let notes = [
    "ko/01-settings.md": """
    ```swift
    VStack {
      Text("홈")
      설정화면()
    }
    ```

    설정 화면은 이렇게 만듭니다.

    ```swift
    struct 설정화면: View {
      var body: some View { Text("설정") }
    }
    ```

    """,
    "zh/01-list.md": """
    ```swift
    List {
      行视图(标题: "第一行")
      行视图(标题: "第二行")
    }
    ```

    每一行是这样的：

    ```swift
    struct 行视图: View {
      let 标题: String
      var body: some View { Text(标题) }
    }
    ```

    """,
    "en/01-profile.md": """
    ```swift
    NavigationStack {
      ProfileScreen()
        .navigationTitle("Me")
    }
    ```

    The profile screen:

    ```swift
    struct ProfileScreen: View {
      var body: some View { Text("Profile") }
    }
    ```

    """,
  ]

  @Test func aViewExpressionRunsWithAViewDeclaredLater() throws {
    let fixture = SiteFixture(Self.notes)
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build(explore: false)
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    for note in Self.notes.keys {
      let first = try #require(summary.exampleReport.first { $0.hasPrefix("\(note):1: ") })
      #expect(first.hasPrefix("\(note):1: run (completed)"), "\(first)")
    }
  }
}

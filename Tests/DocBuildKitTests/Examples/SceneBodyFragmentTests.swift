import Testing

@testable import DocBuildKit

/// `var body: some Scene { WindowGroup { … } }` shown alone is an app's body, not a view's: it
/// runs as an app whose window shows the page's view, never as a view that fails to conform.
@Suite struct SceneBodyFragmentTests {
  static let chinese = #"""
    # 应用的场景

    场景里放着一个窗口：

    ```swift
    var body: some Scene {
        WindowGroup {
            问候视图()
        }
    }
    ```

    窗口里的主视图：

    ```swift
    struct 问候视图: View {
        var body: some View {
            Text("你好，场景")
        }
    }
    ```

    """#

  @Test func aLoneSceneBodyRunsAsAnAppShowingItsWindow() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote("zh/01-scene.md", Self.chinese)
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    #expect(report.contains("zh/01-scene.md:5: run (completed)"), "\(report)")
    #expect(page.contains("struct NoteExample: App {"))
    #expect(page.contains("你好，场景"))
  }
}

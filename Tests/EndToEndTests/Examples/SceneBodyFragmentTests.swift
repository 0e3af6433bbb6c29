import Testing

@testable import DocBuildKit

/// `var body: some Scene { WindowGroup { … } }` shown alone is an app's body, not a view's: it
/// runs as an app whose window shows the page's view, never as a view that fails to conform. So
/// does a scene expression shown alone (`WindowGroup { … }.modelContainer(for:)`).
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

  static let korean = #"""
    # 앱의 창

    앱은 창 하나에 목록을 띄우고 저장소를 붙입니다:

    ```swift
    WindowGroup {
        메모목록()
    }
    .modelContainer(for: 메모.self)
    ```

    ```swift
    import SwiftData
    import SwiftUI

    @Model
    final class 메모 {
        var 제목: String
        init(제목: String) { self.제목 = 제목 }
    }

    struct 메모목록: View {
        @Query private var 메모들: [메모]
        @Environment(\.modelContext) private var 맥락

        var body: some View {
            VStack {
                Text("메모 \(메모들.count)개")
                Button("추가") { 맥락.insert(메모(제목: "새 메모")) }
            }
        }
    }
    ```

    ```scenario
    tap "추가"
    ```

    ```shows
    메모 1개
    ```

    """#

  @Test func aLoneSceneExpressionRunsAsAnAppWithItsModifiers() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote("ko/01-window.md", Self.korean)
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    #expect(report.contains("ko/01-window.md:5: run (completed)"), "\(report)")
    #expect(page.contains("struct NoteExample: App {"))
    #expect(page.contains("메모 1개"))
  }
}

import Testing

@testable import DocBuildKit

/// Menu-bar commands shown alone (`CommandMenu`, `CommandGroup`, `SidebarCommands()`) and a
/// scene's `.commands { … }` are an app's, not a view's: they compile inside an app's window
/// scene, never as a view expression that "cannot stand in a view's `body`", nor as a modifier
/// hung on a view of the page.
@Suite struct CommandsFragmentTests {
  static let english = #"""
    # A menu of our own

    The app adds a menu to the menu bar:

    ```swift
    CommandMenu("Tools") {
        Button("Reload feed") {
            print("reloading")
        }
        Divider()
        Button("Clear cache") {}
    }
    ```

    A view of the page:

    ```swift
    struct FeedView: View {
        var body: some View {
            Menu("Sort") {
                Button("By date") {}
            }
        }
    }
    ```

    The standard sidebar and toolbar items stay:

    ```swift
    .commands {
        SidebarCommands()
        ToolbarCommands()
    }
    ```

    """#

  @Test func commandsShownAloneCompileInAnAppsScene() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote("en/01-menus.md", Self.english)
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    #expect(report.contains("en/01-menus.md:5: compiled only (completed)"), "\(report)")
    #expect(report.contains("en/01-menus.md:29: compiled only (completed)"), "\(report)")
    #expect(page.contains(".commands {"))
    #expect(!page.contains("is not a view"))
    #expect(!page.contains("has no member"))
  }

  static let chinese = #"""
    # 替换帮助菜单

    用自己的按钮替换系统的帮助项：

    ```swift
    CommandGroup(replacing: .help) {
        Button("打开使用指南") {
            print("打开指南")
        }
    }
    ```

    """#

  @Test func aCommandGroupCompilesInAnAppsScene() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote("zh/01-help.md", Self.chinese)
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    #expect(report.contains("zh/01-help.md:5: compiled only (completed)"), "\(report)")
    #expect(!page.contains("不是视图"))
  }

  static let korean = #"""
    # 메뉴 막대

    잘못 쓴 메뉴:

    ```swift
    CommandMenu("보기") {
        Buton("확대") {}
    }
    ```

    """#

  /// Commands compile like any code: a misspelt control is still said.
  @Test func aMisspeltControlInCommandsIsStillSaid() throws {
    let (report, _, page) = try SiteFixture.buildNote("ko/01-view.md", Self.korean)
    #expect(report.contains { $0.hasPrefix("ko/01-view.md:5: not run") }, "\(report)")
    #expect(page.contains("Buton"))
    #expect(!page.contains("뷰가 아니어서"))
  }
}

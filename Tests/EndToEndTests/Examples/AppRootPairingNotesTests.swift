import Testing

@testable import DocBuildKit

/// An `App` block that redeclares the page's app with a new state container launches the views
/// the note shows next, which read what the new app injects, not the page's current views, which
/// read the old model nothing provides any more.
@Suite struct AppRootPairingNotesTests {
  @Test func aRedeclaredAppLaunchesTheViewShownNextInTheSameBlocksModels() throws {
    let (report, diagnostics, _) = try SiteFixture.buildNote("ko/app.md", Self.korean)
    #expect(
      report == [
        "ko/app.md:3: run",
        "ko/app.md:31: run [context 2: line 31 declares `카운터앱` again]",
        "ko/app.md:55: run (completed) [context 3: line 55 declares `ContentView` again]; launched by the page's app `카운터앱` (line 40)",
      ], "\(report)")
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
  }

  @Test func aRedeclaredAppLaunchesTheLaterParentAndChildTogether() throws {
    let (report, diagnostics, _) = try SiteFixture.buildNote("zh/app.md", Self.chinese)
    #expect(
      report.suffix(3) == [
        "zh/app.md:46: ran as part of the example at line 56",
        "zh/app.md:56: run [context 2: line 56 declares `书店App` again]",
        "zh/app.md:71: run (completed) [context 3: line 71 declares `ContentView`, `首页` again]; launched by the page's app `书店App` (line 57)",
      ], "\(report)")
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
  }

  @Test func aRedeclaredAppReachesALaterChildThroughAnUnchangedParent() throws {
    let (report, diagnostics, _) = try SiteFixture.buildNote("en/app.md", Self.english)
    #expect(
      report == [
        "en/app.md:3: run",
        "en/app.md:36: run [context 2: line 36 declares `NotesApp` again]",
        "en/app.md:59: run (completed) [context 3: line 59 declares `ThemeToggle` again]; launched by the page's app `NotesApp` (line 45)",
      ], "\(report)")
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
  }

  static let korean = #"""
    # 앱 상태 나누기

    ```swift
    final class 전체상태: ObservableObject {
      @Published var 횟수 = 0
    }

    @main
    struct 카운터앱: App {
      @StateObject var 상태 = 전체상태()

      var body: some Scene {
        WindowGroup {
          ContentView()
            .environmentObject(상태)
        }
      }
    }

    struct ContentView: View {
      @EnvironmentObject var 상태: 전체상태

      var body: some View {
        Button("횟수 \(상태.횟수)") { 상태.횟수 += 1 }
      }
    }
    ```

    상태를 작은 상자로 나누고, 앱은 상자 안의 상태를 넣습니다:

    ```swift
    final class 횟수상태: ObservableObject {
      @Published var 값 = 0
    }

    final class 상태상자: ObservableObject {
      let 횟수 = 횟수상태()
    }

    @main
    struct 카운터앱: App {
      @StateObject var 상자 = 상태상자()

      var body: some Scene {
        WindowGroup {
          ContentView()
            .environmentObject(상자.횟수)
        }
      }
    }
    ```

    뷰는 이제 작은 상태만 읽습니다:

    ```swift
    struct ContentView: View {
      @EnvironmentObject var 횟수: 횟수상태

      var body: some View {
        Button("값 \(횟수.값)") { 횟수.값 += 1 }
      }
    }
    ```

    """#

  static let chinese = #"""
    # 拆分全局状态

    ```swift
    class 全局状态: ObservableObject {
      @Published var 页: Int = 0
    }
    ```

    ```swift
    @main
    struct 书店App: App {
      @StateObject var 状态 = 全局状态()

      var body: some Scene {
        WindowGroup {
          ContentView()
            .environmentObject(状态)
        }
      }
    }
    ```

    ```swift
    struct ContentView: View {
      @EnvironmentObject var 状态: 全局状态

      var body: some View {
        VStack {
          Text("第 \(状态.页) 页")
          首页()
        }
      }
    }

    struct 首页: View {
      @EnvironmentObject var 状态: 全局状态

      var body: some View {
        Button("下一页") { 状态.页 += 1 }
      }
    }
    ```

    把页码放进自己的小对象，容器本身不发布任何东西：

    ```swift
    class 页码状态: ObservableObject {
      @Published var 页: Int = 0
    }

    class 状态容器: ObservableObject {
      var 页码 = 页码状态()
    }
    ```

    ```swift
    @main
    struct 书店App: App {
      @StateObject var 容器 = 状态容器()

      var body: some Scene {
        WindowGroup {
          ContentView()
            .environmentObject(容器)
            .environmentObject(容器.页码)
        }
      }
    }
    ```

    ```swift
    struct ContentView: View {
      @EnvironmentObject var 页码: 页码状态

      var body: some View {
        VStack {
          Text("第 \(页码.页) 页")
          首页()
        }
      }
    }

    struct 首页: View {
      @EnvironmentObject var 容器: 状态容器

      var body: some View {
        Button("下一页") { 容器.页码.页 += 1 }
      }
    }
    ```

    """#

  static let english = #"""
    # Moving the theme out of the settings

    ```swift
    final class Settings: ObservableObject {
      @Published var dark = false
    }

    struct ThemeToggle: View {
      @EnvironmentObject var settings: Settings

      var body: some View {
        Toggle("Dark", isOn: $settings.dark)
      }
    }

    struct RootView: View {
      var body: some View {
        Form { ThemeToggle() }
      }
    }

    @main
    struct NotesApp: App {
      @StateObject var settings = Settings()

      var body: some Scene {
        WindowGroup {
          RootView().environmentObject(settings)
        }
      }
    }
    ```

    The theme gets its own object, kept by a store that publishes nothing:

    ```swift
    final class Theme: ObservableObject {
      @Published var dark = false
    }

    final class Store: ObservableObject {
      let theme = Theme()
    }

    @main
    struct NotesApp: App {
      @StateObject var store = Store()

      var body: some Scene {
        WindowGroup {
          RootView().environmentObject(store.theme)
        }
      }
    }
    ```

    Only the toggle changes; the root view stays as it was:

    ```swift
    struct ThemeToggle: View {
      @EnvironmentObject var theme: Theme

      var body: some View {
        Toggle("Dark", isOn: $theme.dark)
      }
    }
    ```

    """#
}

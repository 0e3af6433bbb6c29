import Testing

@testable import DocBuildKit

/// A view that the page's `App` puts in its window runs as the app launches it, as Xcode runs the
/// app: with the modifiers the app applies and the app's own `@StateObject`, so a view reading
/// an `@EnvironmentObject` the app injects gets it. A lone modifier passing that object applies
/// to the view the app launches.
@Suite struct AppLaunchNotesTests {
  static let korean = #"""
    # 설정 공유하기

    ```swift
    import SwiftUI

    final class 설정: ObservableObject {
      @Published var 어두운모드 = false
    }
    ```

    앱이 설정을 환경에 넣습니다.

    ```swift
    @main
    struct 메모앱: App {
      @StateObject private var 앱설정 = 설정()

      var body: some Scene {
        WindowGroup {
          홈화면()
            .environmentObject(앱설정)
        }
      }
    }
    ```

    어느 뷰에서든 꺼내 씁니다.

    ```swift
    struct 홈화면: View {
      @EnvironmentObject var 앱설정: 설정

      var body: some View {
        Button(앱설정.어두운모드 ? "어두움" : "밝음") {
          앱설정.어두운모드.toggle()
        }
      }
    }
    ```

    넣는 것을 잊으면 안 됩니다:

    ```swift
    .environmentObject(앱설정)
    ```

    """#

  @Test func aViewTheAppLaunchesGetsTheObjectTheAppInjects() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote("ko/01-settings.md", Self.korean)
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    #expect(
      report.contains(
        "ko/01-settings.md:29: run (completed); launched by the page's app `메모앱` (line 14)"),
      "\(report)")
    #expect(page.contains("docbuild launches the page's app 메모앱 (line 14), which builds this view"))
    #expect(page.contains("밝음"))
    #expect(!page.contains("No ObservableObject"), "nothing crashed for want of the object")
  }

  @Test func aLoneModifierPassingTheObjectAppliesToTheViewTheAppLaunches() throws {
    let (report, _, _) = try SiteFixture.buildNote("ko/01-settings.md", Self.korean)
    #expect(
      report.contains(
        "ko/01-settings.md:43: run (completed); launched by the page's app `메모앱` (line 14)"),
      "\(report)")
  }

  static let english = #"""
    # A session for every screen

    ```swift
    import SwiftUI

    class Session: ObservableObject {
      @Published var user = "guest"
    }

    @main
    struct SessionApp: App {
      let session = Session()

      var body: some Scene {
        WindowGroup {
          WelcomeView()
            .environmentObject(session)
        }
      }
    }
    ```

    ```swift
    struct WelcomeView: View {
      @EnvironmentObject var session: Session

      var body: some View {
        Text("Hello, \(session.user)")
      }
    }
    ```

    """#

  @Test func theAppsOwnConstantIsTheObjectTheViewReads() throws {
    let (report, _, page) = try SiteFixture.buildNote("en/01-session.md", Self.english)
    #expect(
      report.contains(
        "en/01-session.md:23: run (completed); launched by the page's app `SessionApp` (line 10)"),
      "\(report)")
    #expect(page.contains("Hello, guest"))
  }

  static let chineseWithoutApp = #"""
    # 环境对象

    ```swift
    import SwiftUI

    class 购物车: ObservableObject {
      @Published var 件数 = 0
    }

    struct 结算视图: View {
      @EnvironmentObject var 车: 购物车

      var body: some View {
        Text("共 \(车.件数) 件")
      }
    }
    ```

    别忘了在上层注入：

    ```swift
    .environmentObject(车)
    ```

    """#

  @Test func aLoneModifierPassingTheViewsOwnObjectIsAFragmentNotACrash() throws {
    let (report, _, _) = try SiteFixture.buildNote("zh/01-cart.md", Self.chineseWithoutApp)
    let line = try #require(report.first { $0.hasPrefix("zh/01-cart.md:21:") }, "\(report)")
    #expect(line.hasPrefix("zh/01-cart.md:21: not run (fragment (modifier chain))"), "\(line)")
    #expect(line.contains("`车`"), "the reason names the object the chain passes: \(line)")
  }
}

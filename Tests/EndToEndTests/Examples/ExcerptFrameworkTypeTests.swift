import Testing

@testable import DocBuildKit

/// An excerpt that makes a type of a framework docbuild lacks (`UIImage(data:)` inside a closure)
/// and reads values the note never shows says both: the framework would stop it even with the
/// values written out.
@Suite struct ExcerptFrameworkTypeTests {
  private static func note(_ title: String, _ caption: String) -> String {
    """
    # \(title)

    \(caption)

    ```swift
    let thumbnails = downloads.map { bytes in UIImage(data: bytes) }
    ```

    """
  }

  @Test func koreanExcerptSaysUIKitAndTheUnshownValue() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/thumbnails.md", Self.note("썸네일", "내려받은 바이트를 이미지로 바꿉니다."))
    #expect(
      report == [
        "ko/thumbnails.md:5: not run (foreign module): needs `UIKit`, a module docbuild does not have, and it uses `downloads`, which the note never declares"
      ])
    #expect(page.contains("UIKit"), "\(page)")
    #expect(page.contains("downloads"), "\(page)")
  }

  @Test func chineseExcerptSaysUIKitAndTheUnshownValue() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "zh/thumbnails.md", Self.note("缩略图", "把下载的字节变成图片。"))
    #expect(report.first?.contains("not run (foreign module): needs `UIKit`") == true, "\(report)")
    #expect(page.contains("UIKit") && page.contains("downloads"), "\(page)")
  }

  @Test func englishExcerptSaysUIKitAndTheUnshownValue() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/thumbnails.md", Self.note("Thumbnails", "Turn the downloaded bytes into images."))
    #expect(
      report == [
        "en/thumbnails.md:5: not run (foreign module): needs `UIKit`, a module docbuild does not have, and it uses `downloads`, which the note never declares"
      ])
  }

  /// A misspelt name beside the framework's type is said once, as a misspelling, never also as
  /// a name the note never declares.
  @Test func aMisspeltNameIsNotAlsoUndeclared() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/thumbnails.md",
      """
      # Thumbnails

      ```swift
      let downloads: [Data] = []
      ```

      Then:

      ```swift
      let thumbnails = downLoads.map { bytes in UIImage(data: bytes) }
      ```

      """)
    #expect(
      report.last
        == "en/thumbnails.md:9: not run (foreign module): `downLoads` is a misspelling of `downloads` (Swift names are case-sensitive); and besides, needs `UIKit`, a module docbuild does not have",
      "\(report)")
  }

  /// A Mac app's window code is AppKit's, never names the note forgot to declare.
  @Test func macWindowCodeSaysAppKit() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/sidebar.md",
      """
      # Sidebar

      Collapse the sidebar from a toolbar button.

      ```swift
      func toggleSidebar() {
          NSApp.keyWindow?.firstResponder?.tryToPerform(
              #selector(NSSplitViewController.toggleSidebar(_:)), with: nil)
      }
      ```

      """)
    #expect(report.count == 1)
    #expect(
      report.first?.contains("needs `AppKit`, a module docbuild does not have") == true, "\(report)"
    )
    #expect(report.first?.contains("never declares") == false, "\(report)")
  }

  /// Sign in with Apple through the environment's controller needs AuthenticationServices.
  @Test func signInThroughTheEnvironmentSaysAuthenticationServices() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "zh/signin.md",
      #"""
      # 登录

      ```swift
      struct 登录页: View {
          @Environment(\.authorizationController) private var 授权
          var body: some View {
              Button("登录") { Task { await 登录(授权) } }
          }
          func 登录(_ controller: AuthorizationController) async {}
      }
      ```
      """#)
    #expect(
      report == [
        "zh/signin.md:3: not run (foreign module): needs `AuthenticationServices`, a module docbuild does not have"
      ])
  }

  /// An excerpt reading that controller only through its key says the framework, not a value
  /// the note never declares, beside the names it does leave out.
  @Test func anExcerptReadingTheKeySaysTheFramework() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/account.md",
      #"""
      # 계정

      ```swift
      struct 계정화면: View {
          @EnvironmentObject private var 저장소: 계정저장소
          @Environment(\.authorizationController) private var 인증
          …
      }
      ```
      """#)
    #expect(report.count == 1, "\(report)")
    let reason = try #require(report.first)
    #expect(
      reason.contains(
        "uses `\\.authorizationController`, an environment key of `AuthenticationServices`, a module docbuild does not have"
      ), "\(reason)")
    #expect(reason.contains("`계정저장소`"), "\(reason)")
    #expect(!reason.contains("EnvironmentValues"), "\(reason)")
    #expect(page.contains("AuthenticationServices"))
  }
}

import Testing

@testable import DocBuildKit

/// A playground page imports `PlaygroundSupport` and shows its view with
/// `PlaygroundPage.current.setLiveView(_:)` (or by assigning `liveView`): that live view is the
/// example's root, mounted as the page set it, and its taps work.
@Suite struct PlaygroundLiveViewNotesTests {
  static let english = #"""
    # A playground counter

    ```swift
    import SwiftUI
    import PlaygroundSupport

    struct Tally: View {
      let start: Int
      @State private var extra = 0

      var body: some View {
        Button("Total: \(start + extra)") {
          extra += 1
        }
      }
    }

    PlaygroundPage.current.needsIndefiniteExecution = true
    PlaygroundPage.current.setLiveView(Tally(start: 10))
    ```

    ```scenario
    tap "Total: 10"
    ```

    """#

  @Test func theLiveViewIsTheRootAsThePageSetsIt() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote("en/01-tally.md", Self.english)
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    #expect(report.contains("en/01-tally.md:3: run"), "\(report)")
    #expect(page.contains("Total: 11"))
  }

  static let korean = #"""
    # 플레이그라운드에서 보기

    ```swift
    import SwiftUI
    import PlaygroundSupport

    struct 인사: View {
      var body: some View {
        Text("안녕, 플레이그라운드")
      }
    }

    PlaygroundPage.current.liveView = 인사()
    ```

    """#

  @Test func anAssignedLiveViewIsShown() throws {
    let (report, _, page) = try SiteFixture.buildNote("ko/01-hello.md", Self.korean)
    #expect(report.contains("ko/01-hello.md:3: run"), "\(report)")
    #expect(page.contains("안녕, 플레이그라운드"))
  }
}

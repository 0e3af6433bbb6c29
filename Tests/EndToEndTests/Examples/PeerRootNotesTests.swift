import Testing

@testable import DocBuildKit

/// A block that declares several views nothing else uses runs each as its own root, labelled with
/// its name, in the page's language (the block's own run is the last declared in the Korean and
/// Chinese notes, `ContentView` by its name in the English one); beyond three, the page says how
/// to run the rest.
@Suite struct PeerRootNotesTests {
  static let korean = #"""
    # 두 가지 버튼

    ```swift
    import SwiftUI

    struct 상태버튼: View {
      @State private var 횟수 = 0
      var body: some View { Button("눌림 \(횟수)") { 횟수 += 1 } }
    }

    struct 고정버튼: View {
      var body: some View { Button("그대로") {} }
    }
    ```

    """#

  static let chinese = #"""
    # 两种写法

    ```swift
    import SwiftUI

    struct 用状态: View {
      @State private var 次数 = 0
      var body: some View { Button("点了 \(次数) 次") { 次数 += 1 } }
    }

    struct 用常量: View {
      var body: some View { Text("不变") }
    }
    ```

    """#

  static let english = #"""
    # Two shapes

    ```swift
    import SwiftUI

    struct ContentView: View {
      var body: some View { Text("Fixed") }
    }

    struct Tally: View {
      @State private var count = 0
      var body: some View { Button("Tally \(count)") { count += 1 } }
    }
    ```

    """#

  @Test func eachPeerRunsAsItsOwnRootLabelledWithItsName() throws {
    let fixture = SiteFixture([
      "ko/01-buttons.md": Self.korean, "zh/01-shapes.md": Self.chinese,
      "en/01-shapes.md": Self.english,
    ])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    #expect(
      summary.exampleReport.contains(
        "ko/01-buttons.md:3: run; each view nothing uses ran as its own root: `고정버튼` (the block's run, the last declared), `상태버튼` ran"
      ), "\(summary.exampleReport)")
    #expect(
      summary.exampleReport.contains(
        "en/01-shapes.md:3: run; each view nothing uses ran as its own root: `ContentView` (the block's run, by its name), `Tally` ran"
      ), "\(summary.exampleReport)")
    let entry = try #require(summary.exampleEntries.first { $0.note == "zh/01-shapes.md" })
    #expect(entry.peerRuns?.map(\.view) == ["用状态"])
    #expect(entry.peerRuns?.map(\.status) == ["ran"])
    #expect(entry.peerViewsNotRun == nil)

    let korean = fixture.page("ko/01-buttons.html")
    #expect(korean.contains("각 뷰를 따로 실행했습니다. 결과마다 뷰 이름이 붙어 있습니다."))
    // Both results are on the page, each under its view's name, the block's own run first.
    let own = try #require(korean.range(of: "<p class=\"run-view\"><code>고정버튼</code></p>"))
    let peer = try #require(korean.range(of: "<p class=\"run-view\"><code>상태버튼</code></p>"))
    #expect(own.lowerBound < peer.lowerBound)
    // The peer's own preview: its button, with its state.
    #expect(korean[peer.upperBound...].contains("눌림 0"))
    #expect(fixture.page("zh/01-shapes.html").contains("每个都单独运行，结果上标着视图的名字。"))
    #expect(fixture.page("zh/01-shapes.html").contains("<code>用状态</code>"))
    #expect(
      fixture.page("en/01-shapes.html").contains(
        "each runs as its own root, its result labelled with its name."))
  }

  @Test func beyondThreePeersThePageSaysHowToRunTheRest() throws {
    let fixture = SiteFixture(["en/01-four.md": Self.fourViews])
    defer { fixture.remove() }
    let (summary, _) = try fixture.build()
    #expect(
      summary.exampleReport.contains(
        "en/01-four.md:3: run; each view nothing uses ran as its own root: `Delta` (the block's run, the last declared), `Alpha` ran, `Beta` ran; 1 more not run (`root=Gamma` on the fence runs one)"
      ), "\(summary.exampleReport)")
    #expect(summary.exampleEntries.first?.peerViewsNotRun == ["Gamma"])
    let page = fixture.page("en/01-four.html")
    #expect(page.contains("1 more were not run: write `root=Gamma` on the fence to run one."))
    #expect(!page.contains("<code>Gamma</code></p>"))
  }

  @Test func peersOfABlockThatDidNotRunAreNotReported() throws {
    let fixture = SiteFixture([
      "ko/01-uikit.md": Self.korean.replacingOccurrences(
        of: "import SwiftUI\n", with: "import SwiftUI\nimport UIKit\n")
    ])
    defer { fixture.remove() }
    let (summary, _) = try fixture.build()
    let entry = try #require(summary.exampleEntries.first)
    #expect(entry.status == "not-run")
    #expect(entry.peerRuns == nil)
    #expect(!fixture.page("ko/01-uikit.html").contains("run-view"))
  }

  static let fourViews = #"""
    # Four labels

    ```swift
    import SwiftUI

    struct Alpha: View { var body: some View { Text("A") } }
    struct Beta: View { var body: some View { Text("B") } }
    struct Gamma: View { var body: some View { Text("C") } }
    struct Delta: View { var body: some View { Text("D") } }
    ```

    """#

  @Test func aBlockWithOneViewNothingUsesSaysNothing() throws {
    let fixture = SiteFixture([
      "en/01-one.md": Self.english.replacingOccurrences(
        of: "struct ContentView: View {\n  var body: some View { Text(\"Fixed\") }\n}\n\n", with: ""
      )
    ])
    defer { fixture.remove() }
    try fixture.build()
    #expect(!fixture.page("en/01-one.html").contains("run-peer-root"))
  }
}

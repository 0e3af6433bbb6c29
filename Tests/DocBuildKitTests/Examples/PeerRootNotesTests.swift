import Testing

@testable import DocBuildKit

/// A block that declares two views nothing else uses runs one of them: the page says which, why,
/// and the `root=` that runs the other, in the page's language (Korean and Chinese by the last
/// declared, English by the name `ContentView`).
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

  @Test func thePageSaysWhichPeerRanAndHowToRunTheOther() throws {
    let fixture = SiteFixture([
      "ko/01-buttons.md": Self.korean, "zh/01-shapes.md": Self.chinese,
      "en/01-shapes.md": Self.english,
    ])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    #expect(
      summary.exampleReport.contains(
        "ko/01-buttons.md:3: run; ran `고정버튼`, the last declared, of the views nothing uses (`root=상태버튼` on the fence runs that one)"
      ), "\(summary.exampleReport)")

    #expect(
      fixture.page("ko/01-buttons.html").contains(
        "그중 마지막에 선언한 `고정버튼` 뷰를 실행했습니다. 다른 뷰를 실행하려면 펜스에 다음을 적으세요: `root=상태버튼`"))
    #expect(
      fixture.page("zh/01-shapes.html").contains(
        "运行的是最后声明的 `用常量`；在围栏上写 `root=用状态` 即可运行另一个。"))
    #expect(
      fixture.page("en/01-shapes.html").contains(
        "the run shows `ContentView`, by its name. Write `root=Tally` on the fence to run another.")
    )
  }

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

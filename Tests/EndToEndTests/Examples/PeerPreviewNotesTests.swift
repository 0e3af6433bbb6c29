import Testing

@testable import DocBuildKit

/// A block with several `#Preview`s runs each, as Xcode's canvas shows each: the first is the
/// block's run (its scenario acts on it), each other runs as its own root, labelled by its title
/// or its one line of body, never by the function docbuild makes of it; beyond three, the page
/// says how many did not run. Providers of unrelated screens run each, labelled by name; one
/// previewing a part of the mounted screen does not.
@Suite struct PeerPreviewNotesTests {
  static let korean = #"""
    # 제목과 부제목

    ```swift
    import SwiftUI

    struct 제목: View {
      let 글자: String
      var body: some View { Text("제목: \(글자)") }
    }

    struct 부제목: View {
      var body: some View { Text("부제목 내용") }
    }

    #Preview("큰 제목") {
      제목(글자: "안녕")
    }

    #Preview {
      부제목()
    }
    ```

    """#

  @Test func eachPreviewRunsLabelledByItsTitleOrItsBody() throws {
    let fixture = SiteFixture(["ko/01-previews.md": Self.korean])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    #expect(
      summary.exampleReport.contains(
        "ko/01-previews.md:3: run; each preview ran on its own: `#Preview(\"큰 제목\")` (the block's run), `#Preview { 부제목() }` ran"
      ), "\(summary.exampleReport)")
    let page = fixture.page("ko/01-previews.html")
    #expect(page.contains("미리 보기가 여럿이라, Xcode 캔버스처럼 각각을 따로 실행했습니다"))
    let peer = try #require(
      page.range(of: "<p class=\"run-view\"><code>#Preview { 부제목() }</code></p>"))
    #expect(page[peer.upperBound...].contains("부제목 내용"))
    #expect(page[..<peer.lowerBound].contains("제목: 안녕"))
    #expect(!page.contains(Notebook.previewFunction))
  }

  static let chinese = #"""
    # 四种颜色

    ```swift
    import SwiftUI

    struct 色块: View {
      let 名称: String
      var body: some View { Text("颜色：\(名称)") }
    }

    #Preview { 色块(名称: "红") }
    #Preview { 色块(名称: "绿") }
    #Preview { 色块(名称: "蓝") }
    #Preview {
      VStack {
        色块(名称: "黄")
      }
    }
    ```

    """#

  @Test func beyondThreePreviewsThePageSaysHowManyDidNotRun() throws {
    let fixture = SiteFixture(["zh/01-colours.md": Self.chinese])
    defer { fixture.remove() }
    let (summary, _) = try fixture.build()
    #expect(
      summary.exampleReport.contains(
        "zh/01-colours.md:3: run; each preview ran on its own: `#Preview { 色块(名称: \"红\") }` (the block's run), `#Preview { 色块(名称: \"绿\") }` ran, `#Preview { 色块(名称: \"蓝\") }` ran; 1 more not run"
      ), "\(summary.exampleReport)")
    #expect(summary.exampleEntries.first?.peerViewsNotRun == ["#Preview 4"])
    let page = fixture.page("zh/01-colours.html")
    #expect(page.contains("另有 1 个预览没有运行"))
    #expect(page.contains("颜色：蓝"))
    #expect(!page.contains("颜色：黄"))
  }

  static let english = #"""
    # One preview

    ```swift
    import SwiftUI

    struct Greeting: View {
      var body: some View { Text("Hello") }
    }

    #Preview {
      Greeting()
    }
    ```

    """#

  @Test func aBlockWithOnePreviewSaysNothing() throws {
    let fixture = SiteFixture(["en/01-one.md": Self.english])
    defer { fixture.remove() }
    let (summary, _) = try fixture.build()
    #expect(summary.exampleReport.contains("en/01-one.md:3: run"), "\(summary.exampleReport)")
    #expect(!summary.exampleReport.joined().contains("each preview"))
    #expect(!fixture.page("en/01-one.html").contains("run-peer-root"))
  }

  static let englishProviders = #"""
    # Two screens, one row

    ```swift
    import SwiftUI

    struct Row: View {
      var body: some View { Text("a row") }
    }

    struct RowList: View {
      var body: some View { VStack { Row() } }
    }

    struct Settings: View {
      var body: some View { Text("settings screen") }
    }

    struct RowList_Previews: PreviewProvider {
      static var previews: some View { RowList() }
    }

    struct Row_Previews: PreviewProvider {
      static var previews: some View { Row() }
    }

    struct Settings_Previews: PreviewProvider {
      static var previews: some View { Settings() }
    }
    ```

    """#

  @Test func providersOfUnrelatedScreensEachRunAndAPartOfOneDoesNot() throws {
    let fixture = SiteFixture(["en/01-providers.md": Self.englishProviders])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    #expect(
      summary.exampleReport.contains(
        "en/01-providers.md:3: run; each preview ran on its own: `RowList_Previews` (the block's run), `Settings_Previews` ran"
      ), "\(summary.exampleReport)")
    let page = fixture.page("en/01-providers.html")
    let peer = try #require(
      page.range(of: "<p class=\"run-view\"><code>Settings_Previews</code></p>"))
    #expect(page[peer.upperBound...].contains("settings screen"))
    #expect(!page.contains("<code>Row_Previews</code>"), "the row is part of the list's screen")
  }
}

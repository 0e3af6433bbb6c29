import Testing

@testable import DocBuildKit

/// Helpers a note adds to a platform type and never shows are all named, not only the first
/// swiftc reports: the others it calls on the same value belong to the same extension.
@Suite struct SiblingHelperReasonTests {
  @Test func everyHelperCalledOnTheSameValueIsNamed() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "zh/swipe.md",
      """
      # 滑动手势

      ```swift
      struct 滑动: View {
        @State private var 提示 = ""
        var body: some View {
          Text(提示).gesture(
            DragGesture().onEnded { value in
              let end = value.location
              let length = end.distance(to: value.startLocation)
              let angle = end.angle(to: value.startLocation)
              提示 = "\\(length) \\(angle)"
            })
        }
      }
      ```

      """)
    #expect(
      report == [
        "zh/swipe.md:3: not run (excerpt): uses `CGPoint.distance`, `CGPoint.angle`, which the note never declares"
      ])
    #expect(page.contains("使用了本文没有声明的 CGPoint.distance, CGPoint.angle"))
  }
}

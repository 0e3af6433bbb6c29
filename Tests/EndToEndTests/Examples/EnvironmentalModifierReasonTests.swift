import Testing

@testable import DocBuildKit

/// A modifier resolved from the environment (`EnvironmentalModifier`, iOS 13) is SwiftUI's, which
/// the engine lacks: the page says so, never that the note forgot to declare it.
@Suite struct EnvironmentalModifierReasonTests {
  @Test func theProtocolIsTheEnginesGap() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "zh/theme.md",
      """
      # 环境修饰符

      ```swift
      struct 主题卡片: EnvironmentalModifier {
          func resolve(in environment: EnvironmentValues) -> some ViewModifier {
              卡片样式(深色: environment.colorScheme == .dark)
          }
      }
      struct 卡片样式: ViewModifier {
          let 深色: Bool
          func body(content: Content) -> some View {
              content.padding().background(深色 ? Color.black : Color.white)
          }
      }
      ```
      """)
    #expect(
      report == [
        "zh/theme.md:3: not run (engine lacks): the engine does not support `EnvironmentalModifier` yet"
      ])
    #expect(page.contains("状态引擎尚不支持 EnvironmentalModifier"), "\(page)")
    #expect(!page.contains("没有声明"))
  }
}

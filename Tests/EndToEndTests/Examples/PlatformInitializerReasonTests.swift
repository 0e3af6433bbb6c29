import Testing

@testable import DocBuildKit

/// A SwiftUI initializer the engine lacks is named as Apple's documentation spells it, never
/// swiftc's message about a call it cannot match.
@Suite struct PlatformInitializerReasonTests {
  @Test func aLabelledInitializerTheEngineLacksIsNamed() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/wave.md",
      """
      # 장식 이미지

      ```swift
      struct 물결: View {
        var body: some View {
          Image(decorative: "waves")
        }
      }
      ```

      """)
    #expect(
      report == [
        "ko/wave.md:3: not run (engine lacks): the engine does not support `Image(decorative:)` yet"
      ])
    #expect(page.contains("상태 엔진이 아직 Image(decorative:)을(를) 지원하지 않습니다"))
  }

  /// A call the engine has, written wrongly, is the note's mistake: no initializer is blamed.
  @Test func aWrongArgumentToAnInitializerTheEngineHasIsNotAGap() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/gray.md",
      """
      # Gray

      ```swift
      struct Gray: View {
        var body: some View {
          Color(whiteness: 0.5)
        }
      }
      ```

      """)
    #expect(report.count == 1)
    #expect(report.first?.contains("engine lacks") == false)
  }
}

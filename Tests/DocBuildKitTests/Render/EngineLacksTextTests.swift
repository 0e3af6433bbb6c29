import Testing

@testable import DocBuildKit

/// What the engine lacks is said in the page's words, a conformance too: no English left
/// between the code names of a Korean or Chinese page.
struct EngineLacksTextTests {
  @Test func aMissingConformanceIsSaidInEachLanguage() {
    let reason = NotRunReason.engineLacks(["ButtonBorderShape` as a `Shape"], alsoUnshown: [])
    #expect(reason.text(in: .ko) == "상태 엔진이 아직 `Shape`(으)로 쓰는 `ButtonBorderShape`을(를) 지원하지 않습니다")
    #expect(reason.text(in: .zh) == "状态引擎尚不支持 作为 `Shape` 使用的 `ButtonBorderShape`")
    #expect(
      reason.text(in: .en) == "the engine does not support `ButtonBorderShape` as a `Shape` yet")
    // A plain name stays a plain code name.
    #expect(
      NotRunReason.engineLacks(["Gauge"], alsoUnshown: []).text(in: .zh) == "状态引擎尚不支持 `Gauge`")
  }
}

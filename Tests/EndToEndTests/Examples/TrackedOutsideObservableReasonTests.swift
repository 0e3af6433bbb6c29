import Testing

@testable import DocBuildKit

/// A hand-written expansion of `@Observable` applies `@ObservationTracked` in a class that is not
/// `@Observable`: its reason says so, never the helper the macro's expansion names, which is
/// nowhere on the page.
@Suite struct TrackedOutsideObservableReasonTests {
  static func note(_ title: String) -> String {
    """
    # \(title)

    ```swift
    final class Lamp {
      @ObservationTracked
      var isOn: Bool = false
    }
    ```

    """
  }

  @Test func theMacroOutsideItsClassIsSaid() throws {
    let (report, _, page) = try SiteFixture.buildNote("en/lamp.md", Self.note("Lamp"))
    #expect(
      report == [
        "en/lamp.md:3: not run (excerpt): it uses `@ObservationTracked` in a class that is not `@Observable`: `@ObservationTracked` is the macro `@Observable` adds to each stored property, and its expansion needs code only `@Observable` generates, so it cannot be used alone. The block writes out by hand what the macros generate, to show it"
      ])
    #expect(!page.contains("shouldNotifyObservers"), "\(page)")
  }

  @Test func koreanAndChinesePagesSayIt() throws {
    let (_, _, ko) = try SiteFixture.buildNote("ko/lamp.md", Self.note("전등"))
    #expect(ko.contains("@Observable이(가) 아닌 클래스에서 @ObservationTracked을(를) 씁니다"), "\(ko)")
    let (_, _, zh) = try SiteFixture.buildNote("zh/lamp.md", Self.note("台灯"))
    #expect(zh.contains("在没有标注 @Observable 的类中使用了 @ObservationTracked"), "\(zh)")
  }

  @Test func anObservableClassIsNoExpansion() {
    #expect(
      TrackedOutsideObservable.macro(
        in: "@Observable final class Lamp {\n  @ObservationTracked var isOn = false\n}") == nil)
    #expect(
      TrackedOutsideObservable.macro(
        in: "final class Lamp {\n  @ObservationTracked var isOn = false\n}")
        == "ObservationTracked")
  }
}

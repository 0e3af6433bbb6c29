import Testing

@testable import DocBuildKit

/// A statement reading `self`'s flag that two of the page's types declare (a view holding it as
/// state, the child it hands a binding to) comes from a method of one of them: the reason names
/// both with their lines, the nearest first, never "a type the note never shows".
@Suite struct SharedSelfMemberReasonTests {
  private static func note(_ title: String, _ caption: String) -> String {
    """
    # \(title)

    ```swift
    struct Lamp: View {
      @Binding var isLit: Bool
      var body: some View {
        Button(isLit ? "Off" : "On") { self.isLit.toggle() }
      }
    }
    ```

    ```swift
    struct Room: View {
      @State private var isLit = false
      var body: some View {
        Lamp(isLit: $isLit)
      }
    }
    ```

    \(caption)

    ```swift
    withAnimation(.easeIn) {
        self.isLit.toggle()
    }
    ```

    """
  }

  @Test func englishNamesBothTypes() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "en/lamp.md", Self.note("Lamps", "Animate the change:"))
    #expect(
      report.last
        == "en/lamp.md:23: not run (excerpt): a statement from inside a method of one of the types that declare `isLit`, `Room` (line 12), `Lamp` (line 3): compiled apart from them, it has no `self`"
    )
    #expect(!page.contains("never shows"))
  }

  @Test func koreanNamesBothTypes() throws {
    let (_, _, page) = try SiteFixture.buildNote(
      "ko/lamp.md", Self.note("조명", "변화를 애니메이션으로:"))
    #expect(
      page.contains(
        "isLit을(를) 선언하는 타입 Room(12행), Lamp(3행) 중 하나의 메서드 안에서 가져온 문장입니다"
      ))
  }

  @Test func chineseNamesBothTypes() throws {
    let (_, _, page) = try SiteFixture.buildNote(
      "zh/lamp.md", Self.note("灯", "为变化加上动画："))
    #expect(
      page.contains(
        "这是从声明了 isLit 的类型 Room（第 12 行）、Lamp（第 3 行）之一的方法中摘出的语句"
      ))
  }
}

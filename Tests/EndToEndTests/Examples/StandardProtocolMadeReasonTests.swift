import Testing

@testable import DocBuildKit

/// A type the note never shows whose name is one of Swift's protocols (`RandomNumberGenerator`)
/// is an excerpt: `RandomNumberGenerator()` makes no class of the note's but names the protocol.
@Suite struct StandardProtocolMadeReasonTests {
  static func dice(_ title: String, _ label: String) -> String {
    """
    # \(title)

    ```swift
    struct DiceView: View {
        @ObservedObject var source = RandomNumberGenerator()
        var body: some View { Text("\(label)") }
    }
    ```

    """
  }

  @Test func aProtocolsNameMadeIsTheNotesUnshownType() throws {
    let (report, _, page) = try SiteFixture.buildNote("ko/dice.md", Self.dice("주사위", "굴리기"))
    #expect(
      report == [
        "ko/dice.md:3: not run (excerpt): the note never shows its own type `RandomNumberGenerator`, so the name is Swift's own protocol `RandomNumberGenerator`, which cannot be made as `RandomNumberGenerator()`"
      ])
    #expect(
      page.contains("이 글은 자신의 타입 RandomNumberGenerator을(를) 보여 주지 않아"), "\(page)")
    #expect(!page.contains("cannot be constructed"), "\(page)")
  }

  @Test func itIsSaidInChinese() throws {
    let (_, _, page) = try SiteFixture.buildNote("zh/dice.md", Self.dice("骰子", "掷"))
    #expect(page.contains("本文没有给出自己的类型 RandomNumberGenerator"), "\(page)")
  }
}

import Testing

@testable import DocBuildKit

/// The note's own slips are named in the page's language: a string in braces where a view
/// takes it in parentheses, and a misspelt member written without its type.
@Suite struct NamedSlipReasonTests {
  @Test func aStringInBracesIsNamed() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/greeting.md",
      """
      # 인사

      ```swift
      VStack {
          Text{"반갑습니다"}
      }
      ```

      """)
    #expect(
      report == [
        "ko/greeting.md:3: not run (note's mistake): `Text{\"…\"}`: the string is in braces `{ }` where parentheses `( )` belong, so Swift reads a closure returning it, and `Text` takes a string, as in `Text(\"…\")`, not a closure"
      ])
    #expect(page.contains("문자열을 괄호 ( )가 아니라 중괄호 { }로 감쌌습니다"), "\(page)")
    #expect(!page.contains("StringProtocol"), "\(page)")
  }

  @Test func aStringInParenthesesIsNoSlip() throws {
    let mistakes = OwnMistake.found(in: "VStack { Text(\"好\") }", declared: [])
    #expect(!mistakes.contains(.bracesForParentheses("Text")))
    let braces = OwnMistake.found(in: "VStack { Text{\"好\"} }", declared: [])
    #expect(braces.contains(.bracesForParentheses("Text")))
  }

  @Test func aMisspeltImplicitMemberIsNamed() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "zh/bar.md",
      """
      # 导航栏

      ```swift
      init() {
          UINavigationBar.appearance().titleTextAttributes = [
              .foregroundColr: UIColor.orange
          ]
      }
      ```

      """)
    #expect(
      report == [
        "zh/bar.md:3: not run (foreign module): `foregroundColr` is a misspelling of `foregroundColor`; and besides, member declarations: belong inside a type — it uses `UINavigationBar`, from `UIKit`, a module docbuild does not have"
      ])
  }

  /// A member the page's own enumeration declares is no slip, however close to a platform one.
  @Test func thePagesOwnCaseIsNoSlip() throws {
    let found = MisspeltName.found(
      in: "let tint: Palette = .foregroundColr", declared: ["foregroundColr", "Palette"])
    #expect(found.isEmpty, "\(found)")
  }
}

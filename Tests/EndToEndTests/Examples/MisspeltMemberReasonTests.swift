import Testing

@testable import DocBuildKit

/// A member swiftc finds on no type, one letter from a platform member (`.yello` for `.yellow`),
/// is the note's typo with the name it means, not a name its project declares elsewhere.
@Suite struct MisspeltMemberReasonTests {
  @Test func aDroppedLetterInAColourIsTheNotesTypo() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/badge.md",
      """
      # 배지

      ```swift
      struct 배지: View {
          var body: some View {
              Text("새 글")
                  .padding(4)
                  .background(.orang)
          }
      }
      ```

      """)
    #expect(
      report == ["ko/badge.md:3: not run (note's mistake): `orang` is a misspelling of `orange`"])
    #expect(page.contains("orang은(는) orange의 오타입니다"), "\(page)")
  }

  @Test func aSwappedPairInAStaticColourIsTheNotesTypo() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "zh/tag.md",
      """
      # 标签

      ```swift
      struct 标签: View {
          var body: some View {
              Text("新")
                  .foregroundStyle(Color.prupleX)
                  .background(Color.purlpe)
          }
      }
      ```

      """)
    #expect(
      report == [
        "zh/tag.md:3: not run (excerpt): `purlpe` is a misspelling of `purple`; and besides, uses `Color.prupleX`, which the note never declares"
      ])
    #expect(page.contains("purlpe 是 purple 的笔误"), "\(page)")
  }

  /// A member the note's project adds (`Color.brand`) is near no platform member: still unshown.
  @Test func aProjectsOwnMemberIsNoTypo() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/brand.md",
      """
      # Brand

      ```swift
      struct Logo: View {
          var body: some View {
              Text("Acme").foregroundStyle(Color.brandAccent)
          }
      }
      ```

      """)
    #expect(
      report == [
        "en/brand.md:3: not run (excerpt): uses `Color.brandAccent`, which the note never declares"
      ])
  }
}

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

  /// `.move(edge: .traling)`: swiftc blames `move`, which the engine has; the edge is the typo.
  @Test func aMisspeltEdgeIsNoGapOfTheTransition() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      "ko/slide.md",
      """
      # 미끄러지기

      ```swift
      struct 패널: View {
          @State private var 보임 = false
          var body: some View {
              if 보임 {
                  Text("안녕").transition(.move(edge: .traling))
              }
          }
      }
      ```

      """)
    #expect(
      report == [
        "ko/slide.md:3: failed (compile error): 8:36: `.traling` is a misspelling of `.trailing`"
      ])
    #expect(!diagnostics.contains { $0.message.contains("engine does not support") })
    #expect(page.contains(".traling은(는) .trailing의 오타입니다"), "\(page)")
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

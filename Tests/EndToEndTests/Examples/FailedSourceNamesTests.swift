import Testing

@testable import DocBuildKit

/// What a block that does not compile lacks, as said under the blocks that need it, names only what
/// its code uses and never declares: its own generic parameters and the `#Preview` macro are not
/// such names.
@Suite struct FailedSourceNamesTests {
  @Test func aGenericParameterIsNotANameTheNoteNeverDeclares() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/presenter.md",
      """
      # Presenting

      ```swift
      struct Presenter<Sheet: View>: View {
          let sheet: Sheet
          var body: some View { sheet.sparkle() }
      }
      ```

      ```swift
      struct Welcome: View {
          var body: some View { Presenter(sheet: Text("Hello")) }
      }
      ```

      """)
    let welcome = try #require(report.first { $0.contains("presenter.md:10") }, "\(report)")
    #expect(
      welcome.contains("uses `Presenter` (line 3), declared in a block that does not compile"))
    #expect(!welcome.contains("`Sheet`"), "\(welcome)")
  }

  @Test func thePreviewMacroIsNotANameTheNoteNeverDeclares() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "ko/card.md",
      """
      # 카드

      ```swift
      struct Card: View {
          var body: some View { Text("카드").shimmer() }
      }

      #Preview { Card() }
      ```

      ```swift
      struct CardList: View {
          var body: some View { Card() }
      }
      ```

      """)
    let list = try #require(report.first { $0.contains("card.md:11") }, "\(report)")
    #expect(list.contains("declared in a block that does not compile"), "\(list)")
    #expect(!list.contains("`Preview`"), "\(list)")
  }
}

import Foundation
import Testing

@testable import DocBuildKit

/// A lone method over a page view's values (shown after the view) runs as that view with the
/// method added; the page remembers it, so a later view expression calling it runs in that view
/// with the method too.
@Suite struct MemberAddedToPageViewTests {
  @Test func koreanLoneMethodRunsInItsViewAndALaterListUsesIt() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/rows.md",
      """
      # 목록

      ```swift
      struct 책장: View {
        @State private var 제목들 = ["토지", "혼불"]
        var body: some View {
          List {
            ForEach(제목들, id: \\.self) { Text($0) }
          }
        }
      }
      ```

      ```swift
      func 지우기(at offsets: IndexSet) {
        제목들.remove(atOffsets: offsets)
      }
      ```

      ```swift
      ForEach(제목들, id: \\.self) { Text($0) }
        .onDelete(perform: 지우기)
      ```

      """)
    #expect(
      report == [
        "ko/rows.md:3: run", "ko/rows.md:14: run (completed)",
        "ko/rows.md:20: run (completed)",
      ])
    // The list's completion shows the method it was given.
    #expect(page.components(separatedBy: "remove(atOffsets: offsets)").count > 2)
  }

  @Test func chineseLoneMethodRunsInItsViewAndALaterListUsesIt() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "zh/rows.md",
      """
      # 列表

      ```swift
      struct 书架: View {
        @State private var 书名 = ["红楼梦", "围城"]
        var body: some View {
          List {
            ForEach(书名, id: \\.self) { Text($0) }
          }
        }
      }
      ```

      ```swift
      func 删除(at offsets: IndexSet) {
        书名.remove(atOffsets: offsets)
      }
      ```

      ```swift
      ForEach(书名, id: \\.self) { Text($0) }
        .onDelete(perform: 删除)
      ```

      """)
    #expect(
      report == [
        "zh/rows.md:3: run", "zh/rows.md:14: run (completed)",
        "zh/rows.md:20: run (completed)",
      ])
    // The list's completion shows the method it was given.
    #expect(page.components(separatedBy: "remove(atOffsets: offsets)").count > 2)
  }

  @Test func englishLoneMethodRunsInItsViewAndALaterListUsesIt() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "en/rows.md",
      """
      # Rows

      ```swift
      struct ShelfView: View {
        @State private var titles = ["Dune", "Emma"]
        var body: some View {
          List {
            ForEach(titles, id: \\.self) { Text($0) }
          }
        }
      }
      ```

      A method to delete rows:

      ```swift
      func deleteTitles(at offsets: IndexSet) {
        titles.remove(atOffsets: offsets)
      }
      ```

      Then the list deletes with it:

      ```swift
      ForEach(titles, id: \\.self) { Text($0) }
        .onDelete(perform: deleteTitles)
      ```

      """)
    #expect(
      report == [
        "en/rows.md:3: run", "en/rows.md:16: run (completed)",
        "en/rows.md:24: run (completed)",
      ])
    // The list's completion shows the method it was given.
    #expect(page.components(separatedBy: "remove(atOffsets: offsets)").count > 2)
  }
}

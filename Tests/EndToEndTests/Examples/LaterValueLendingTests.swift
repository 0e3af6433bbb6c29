import Foundation
import Testing

@testable import DocBuildKit

/// A view that reads a list or calls a helper the next block declares at top level (notes show
/// the view first and the data after) runs with them; a view declaring the name itself is not
/// given the later one.
@Suite struct LaterValueLendingTests {
  private static func note(_ title: String, _ caption: String, flavour: String) -> String {
    """
    # \(title)

    ```swift
    struct FlavourList: View {
      var body: some View {
        List(flavours, id: \\.self) { flavour in
          flavourTag(flavour)
        }
      }
    }
    ```

    \(caption)

    ```swift
    let flavours = ["\(flavour)", "mint"]

    func flavourTag(_ text: String) -> some View {
      Text(text).padding(4)
    }
    ```

    """
  }

  @Test func koreanListRunsWithTheLaterConstantAndHelper() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "ko/flavours.md", Self.note("맛 목록", "목록과 도우미 함수는 아래에 둡니다.", flavour: "바닐라"))
    #expect(report.first == "ko/flavours.md:3: run", "\(report)")
  }

  @Test func chineseListRunsWithTheLaterConstantAndHelper() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "zh/flavours.md", Self.note("口味列表", "列表和辅助函数写在后面。", flavour: "香草"))
    #expect(report.first == "zh/flavours.md:3: run", "\(report)")
  }

  @Test func englishListRunsWithTheLaterConstantAndHelper() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/flavours.md",
      Self.note("Flavours", "The list and the helper come below.", flavour: "vanilla"))
    #expect(report.first == "en/flavours.md:3: run", "\(report)")
  }

  @Test func aViewDeclaringTheNameItselfKeepsItsOwn() throws {
    let note = """
      # Own list

      ```swift
      struct FlavourList: View {
        let flavours = ["lemon"]
        var body: some View {
          List(flavours, id: \\.self) { Text($0) }
        }
      }
      ```

      ```swift
      let flavours: [String] = undefinedSource()
      ```

      """
    let (report, _, _) = try SiteFixture.buildNote("en/own.md", note)
    #expect(report.first == "en/own.md:3: run", "\(report)")
  }

  /// A member shown alone (`@State private var isOpen`) runs as its view, which needs a value
  /// only a later list builds in place: it runs with that value, never "the note never makes one".
  @Test func aMemberShownAloneRunsWithAValueALaterListBuilds() throws {
    for (path, caption) in [
      ("ko/shelf-row.md", "행은 열림 상태를 가집니다."), ("zh/shelf-row.md", "每行记住自己是否展开。"),
      ("en/shelf-row.md", "The row keeps whether it is open."),
    ] {
      let (report, _, page) = try SiteFixture.buildNote(
        path,
        """
        # Shelves

        ```swift
        struct Shelf: Identifiable {
          let id = UUID()
          let name: String
        }

        struct ShelfRow: View {
          @State private var isOpen = false
          let shelf: Shelf
          var body: some View {
            Text(isOpen ? shelf.name.uppercased() : shelf.name)
              .onTapGesture { isOpen.toggle() }
          }
        }
        ```

        \(caption)

        ```swift
        @State private var isOpen = false
        ```

        ```swift
        struct Shelves: View {
          private let shelves = [Shelf(name: "Poems"), Shelf(name: "Plays")]
          var body: some View {
            List(shelves) { ShelfRow(shelf: $0) }
          }
        }
        ```

        """)
      #expect(report.contains("\(path):21: run (completed)"), "\(report)")
      #expect(page.contains("Poems"))
      #expect(!page.contains("never makes"))
    }
  }
}

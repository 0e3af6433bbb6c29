import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// A root view whose arguments the page builds only where it uses them (an array of a list
  /// view, a card built per row) runs with the first value the page builds, named with its line.
  @Suite struct PageBuiltRootValueTests {
    @Test func theFirstValueAListViewBuildsIsTheRootsArgument() throws {
      let list = fencedBlock(
        """
        struct Note: Identifiable {
          var id = UUID()
          var title: String
        }
        struct NoteList: View {
          private var notes = [
            Note(title: "장보기"),
            Note(title: "운동"),
          ]
          var body: some View {
            List(notes) { note in Text(note.title) }
          }
        }

        """, fenceLine: 1)
      let detail = fencedBlock(
        """
        struct NoteDetail: View {
          var note: Note
          var body: some View { Text(note.title) }
        }

        """, fenceLine: 20)
      // The page builds the detail per row, from the loop's value: no call to take as written.
      let linked = fencedBlock(
        """
        struct LinkedNoteList: View {
          var notes: [Note]
          var body: some View {
            List(notes) { note in NavigationLink(note.title) { NoteDetail(note: note) } }
          }
        }

        """, fenceLine: 30)
      let entry = notebook([list, detail, linked])[1]
      let unit = try #require(entry.unit)
      #expect(unit.root == .preview("NoteDetail(note: Note(title: \"장보기\"))"))
      #expect(entry.completed)
      #expect(
        entry.completion?.hasSuffix(
          "// docbuild mounts the root with the first value the note builds, "
            + "`Note(title: \"장보기\")` (line 8): NoteDetail(note: Note(title: \"장보기\"))\n")
          == true, "\(entry.completion ?? "")")
    }

    @Test func aCardTakesTheFirstBuiltValueAndADoNothingClosure() throws {
      let model = fencedBlock(
        """
        struct 用户: Identifiable {
          let id: Int
          let 名字: String
        }
        struct 卡片列表: View {
          @State private var 用户们: [用户] = [
            用户(id: 0, 名字: "小明"),
            用户(id: 1,
                 名字: "小红"),
          ]
          var body: some View {
            ForEach(用户们) { 一个 in
              Text(一个.名字)
            }
          }
        }

        """, fenceLine: 1)
      let card = fencedBlock(
        """
        struct 卡片: View {
          private var 用户: 用户
          private var 移除: (_ 用户: 用户) -> Void
          init(用户: 用户, 移除: @escaping (_ 用户: 用户) -> Void) {
            self.用户 = 用户
            self.移除 = 移除
          }
          var body: some View { Text(用户.名字).onTapGesture { 移除(用户) } }
        }

        """, fenceLine: 30)
      let entry = notebook([model, card])[1]
      let unit = try #require(entry.unit)
      guard case .preview(let root) = unit.root else {
        Issue.record("no root: \(String(describing: unit.root))")
        return
      }
      #expect(root.hasPrefix("卡片(用户: 用户(id: 0, 名字: \"小明\"), 移除: "), "\(root)")
      #expect(entry.chosenRootValues.count == 1, "\(entry.chosenRootValues)")
    }

    @Test func aValueBuiltFromAnotherValueIsNotTaken() throws {
      let page = fencedBlock(
        """
        struct Item {
          var name: String
        }
        struct Shop: View {
          var prefix: String
          var body: some View { Text(Item(name: prefix + "apple").name) }
        }

        """, fenceLine: 1)
      let row = fencedBlock(
        """
        struct ItemRow: View {
          var item: Item
          var body: some View { Text(item.name).bold() }
        }

        """, fenceLine: 30)
      let shelf = fencedBlock(
        """
        struct Shelf: View {
          var items: [Item]
          var body: some View { ForEach(items, id: \\.name) { ItemRow(item: $0) } }
        }

        """, fenceLine: 40)
      // The only `Item` the page builds reads the shop's prefix: nothing the root can take.
      let entry = notebook([page, row, shelf])[1]
      #expect(entry.rootValues.isEmpty)
      #expect(entry.unmetRootParameters == ["item: Item"])
    }
  }
}

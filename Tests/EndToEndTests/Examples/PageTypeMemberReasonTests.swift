import Testing

@testable import DocBuildKit

/// Members or a `body` shown apart from a type the page declares: the reason names that type
/// and its line, never "a type the note never shows", and says what else they read.
@Suite struct PageTypeMemberReasonTests {
  @Test func membersNameTheirTypeAndTheForeignBlockTheyAlsoRead() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/stepper.md",
      """
      # 수량 고르기

      ```swift
      struct AmountPicker: View {
        @Binding var amount: Int
        var limits: ClosedRange<Int> = 1...9
        var body: some View { Text("\\(amount)") }
      }
      ```

      진동을 준비합니다.

      ```swift
      private let tap = UISelectionFeedbackGenerator()
      ```

      수량을 바꾸는 함수입니다.

      ```swift
      private func change(_ step: Int) {
        if limits ~= amount + step {
          amount += step
          tap.selectionChanged()
        }
      }
      ```

      """)
    #expect(
      report.last
        == "ko/stepper.md:19: not run (excerpt): members shown apart from their type: they read `amount`, `limits`, which `AmountPicker` (line 3) declares; they also read `tap` (line 13), declared in another block, which needs `UIKit`, a module docbuild does not have"
    )
    #expect(
      page.contains(
        "타입 밖에 따로 보여 준 멤버입니다: AmountPicker(3행)이(가) 선언한 amount, limits을(를) 읽습니다. 또한 다른 블록에서 선언한 tap(13행)을(를) 읽습니다 (그 블록에는 docbuild에 없는 모듈 UIKit이(가) 필요합니다)"
      ))
  }

  @Test func aBodyNamesItsView() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "zh/star.md",
      """
      # 收藏按钮

      ```swift
      struct StarButton: View {
        @Binding var isOn: Bool
        var body: some View { Text("☆") }
      }
      ```

      把按钮换成可以切换的星星：

      ```swift
      var body: some View {
        Button { isOn.toggle() } label: {
          Image(systemName: isOn ? "star.fill" : "star")
        }
      }
      ```

      """)
    #expect(
      report.last
        == "zh/star.md:12: not run (excerpt): a `body` shown apart from its type: it reads `isOn`, which `StarButton` (line 3) declares"
    )
    #expect(page.contains("脱离所属类型单独展示的 body：读取了 StarButton（第 3 行）声明的 isOn"))
  }

  /// A type shown twice (a first draft, then the whole file): the member belongs to the copy
  /// nearest before it.
  @Test func theNearestEarlierCopyOfTheTypeIsCited() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "en/event.md",
      """
      # Events

      ```swift
      struct Meeting: Identifiable {
        var id = UUID()
        var day = Date()
      }
      ```

      The whole file:

      ```swift
      struct Meeting: Identifiable {
        var id = UUID()
        var title = ""
        var day = Date()
      }
      ```

      A computed property sorts past meetings out:

      ```swift
      var isOver: Bool {
        day < Date.now
      }
      ```

      """)
    #expect(
      report.last
        == "en/event.md:22: not run (excerpt) [context 2: line 12 declares `Meeting` again]: members shown apart from their type: they read `day`, which `Meeting` (line 12) declares"
    )
  }

  /// Members whose closure reads a value of their type (`isOpen`, toggled in a tap's closure)
  /// that swiftc never reaches, stopped at the first name it cannot find: it is said too.
  @Test func valuesReadInClosuresAreSaidToo() throws {
    for path in ["ko/shelves.md", "zh/shelves.md", "en/shelves.md"] {
      let (report, _, _) = try SiteFixture.buildNote(
        path,
        """
        # Shelves

        ```swift
        struct Shelf: Identifiable {
          let id: String = UUID().uuidString
          let name: String
          let books: [Book]
        }

        struct Book: Identifiable {
          let id: String = UUID().uuidString
          let name: String
        }
        ```

        A row for a book:

        ```swift
        struct BookRow: View {
          let book: Book

          var body: some View {
            Label(book.name, systemImage: "book")
          }
        }
        ```

        A row for a shelf, which opens:

        ```swift
        struct ShelfRow: View {
          @State private var isOpen = false

          let shelf: Shelf

          var body: some View {
            content.padding(.leading)
          }

          private var content: some View {
            VStack(alignment: .leading) {
              header
              if isOpen {
                ForEach(shelf.books) { book in
                  BookRow(book: book)
                }
              }
            }
          }

          private var header: some View {
            Label(shelf.name, systemImage: "books.vertical")
              .onTapGesture {
                withAnimation { isOpen.toggle() }
              }
          }
        }
        ```

        The row keeps whether it is open:

        ```swift
        @State private var isOpen = false
        ```

        Its header opens it:

        ```swift
        private var header: some View {
          Label(shelf.name, systemImage: "books.vertical")
            .onTapGesture { isOpen.toggle() }
        }
        ```

        The library:

        ```swift
        struct Library: View {
          private let shelves = [
            Shelf(name: "Poems", books: [Book(name: "Odes")]),
            Shelf(name: "Plays", books: []),
          ]

          var body: some View {
            List(shelves) { shelf in
              ShelfRow(shelf: shelf)
            }
          }
        }
        ```

        """)
      #expect(
        report.contains(
          "\(path):68: not run (excerpt): members shown apart from their type: they read `isOpen`, `shelf`, which `ShelfRow` (line 30) declares"
        ), "\(report)")
    }
  }
}

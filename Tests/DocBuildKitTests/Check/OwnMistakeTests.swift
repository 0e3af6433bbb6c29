import Testing

@testable import DocBuildKit

extension CheckTests {
  /// The mistakes a block's own code makes, read from the code alone; and code that looks like a
  /// mistake but is valid where it stands.
  @Suite struct OwnMistakeTests {
    /// In a `Table`'s rows, `ForEach(items)` alone makes a `TableRow` for each element.
    @Test func aForEachWithoutAClosureInTableRowsIsNoMistake() {
      let code = """
        struct Shelf: View {
            var books: [Book]
            var body: some View {
                Table(of: Book.self) {
                    TableColumn("Title", value: \\.title)
                } rows: {
                    ForEach(books)
                }
            }
        }
        """
      #expect(OwnMistake.found(in: code, declared: ["Shelf", "Book"]).isEmpty)
    }

    /// Outside a table, the same `ForEach` makes no view for its elements.
    @Test func aForEachWithoutAClosureInAListIsAMistake() {
      let code = """
        List {
            ForEach(books)
        }
        """
      #expect(OwnMistake.found(in: code, declared: []) == [.forEachWithoutContent])
    }
  }
}

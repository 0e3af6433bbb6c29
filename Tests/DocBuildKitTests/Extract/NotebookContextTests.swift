import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// How a page's context is built from real-note habits: blocks that do not compile add nothing,
  /// types may be declared after their use, and `...` marks elided code.
  @Suite struct NotebookContextTests {
    let model = fencedBlock(
      """
      class Library: ObservableObject {
        @Published var titles: [String] = []
      }

      """, fenceLine: 1)
    let excerpt = fencedBlock(
      """
      struct Shelf: View {
        var books: [Book]
        var body: some View { Text("\\(books.count)") }
      }

      """, fenceLine: 10)
    let screen = fencedBlock(
      """
      struct Screen: View {
        @StateObject var library = Library()
        var body: some View { Text("\\(library.titles.count)") }
      }

      """, fenceLine: 20)

    @Test func aBlockThatDoesNotCompileAddsNothingToLaterBlocks() throws {
      let entries = notebook([model, excerpt, screen]) { $0.blockIndex != 1 }
      let unit = try #require(entries[2].unit)
      #expect(unit.source.contains("class Library"))
      #expect(!unit.source.contains("struct Shelf"))
      // Without the compiler's word every program block adds to the page, as before.
      let trusting = notebook([model, excerpt, screen])
      #expect(try #require(trusting[2].unit).source.contains("struct Shelf"))
    }

    @Test func aTypeDeclaredLaterIsTakenFromTheFirstBlockThatDeclaresIt() throws {
      let redeclared = fencedBlock(
        """
        class Library: ObservableObject {
          @Published var titles: [String] = ["second"]
        }

        """, fenceLine: 30)
      let entries = notebook([screen, model, redeclared])
      let unit = try #require(entries[0].unit)
      let declaration = try #require(unit.line(containing: "class Library"))
      // Mapped to the note line of the block that declares it (line 2), not the later one.
      #expect(unit.sourceMap.noteLocation(forUnitLine: declaration, column: 1)?.line == 2)
      #expect(!unit.source.contains("\"second\""))
      #expect(unit.root == .type("Screen"))
      // A type nobody declares is not invented.
      #expect(!(try #require(notebook([excerpt])[0].unit)).source.contains("Book:"))
    }

    @Test func elisionMarksAreCompiledAwayAndEmptiedScopesCompleted() throws {
      let elided = fencedBlock(
        """
        struct Counter: View {
          @State private var value = 0

          ...
        }
        struct Detail: View {
          var body: some View {
            // ...
          }
        }
        struct Row: View {
          var body: some View {
            VStack {
              …
              Text("row")
            }
          }
        }

        """, fenceLine: 40)
      let entry = try #require(notebook([elided]).first)
      #expect(entry.completed)
      #expect(entry.category == .program)
      let lines = try #require(entry.unit).sourceMap.lines.map(\.text)
      #expect(lines.contains("var body: some View { EmptyView() }"))
      #expect(lines.contains("EmptyView()"))
      #expect(!lines.contains { $0.contains("...") || $0.contains("…") })
      // The page shows the block as written.
      #expect(entry.hiddenLines.visibleCode.contains("  ...\n"))
      #expect(try #require(notebook([model]).first).completed == false)
    }

    @Test func aViewShownInTwoLanguagesIsTakenFromTheCopyBeforeTheBlock() {
      let copy = """
        struct 名片: View {
            @StateObject private var 模型 = 名片模型()

            // ...
        }
        """
      let chinese = fencedBlock(copy, fenceLine: 10)
      let body = fencedBlock(
        "var body: some View {\n    VStack {\n        名片()\n        名片()\n    }\n}", fenceLine: 20)
      let english = fencedBlock(
        copy.replacingOccurrences(of: "    ", with: "  "), fenceLine: 40)
      // Neither copy compiles: the note never declares the model.
      let entries = Notebook.assemble(
        [chinese, body, english].map { ($0, FenceAttributes.parse($0, path: "zh/名片.md").0) },
        compiles: { $0.codeBlock.range.start.line == 20 },
        errorLines: { [$0.codeBlock.range.start.line + 2] })
      let lines = entries[1].unit?.sourceMap.lines.compactMap { line -> Int? in
        if case .note(let number, _) = line.origin, !(21...26).contains(number) {
          number
        } else {
          nil
        }
      }
      #expect(lines == [11, 12, 13, 14, 15], "\(String(describing: lines))")
    }
  }
}

import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// An excerpt using SwiftData without its import is compiled with docbuild's SwiftData
  /// stand-in, as if it imported it: `@Model` is SwiftData's, not a name the note forgot.
  @Suite struct ImpliedSwiftDataTests {
    @Test func aModelClassWithoutItsImportUsesSwiftData() {
      #expect(
        ImpliedSwiftData.uses(
          """
          @Model
          final class 일정 {
              var 제목: String
              init(제목: String) { self.제목 = 제목 }
          }
          """))
    }

    @Test func aViewReadingTheModelContextUsesSwiftData() {
      #expect(
        ImpliedSwiftData.uses(
          """
          struct 书架视图: View {
              @Environment(\\.modelContext) private var 上下文
              var body: some View { Text("书架") }
          }
          """))
      #expect(ImpliedSwiftData.uses("WindowGroup { Shelf() }.modelContainer(for: Book.self)"))
      #expect(ImpliedSwiftData.uses("let descriptor = FetchDescriptor<Book>()"))
    }

    @Test func anImportedOrUnusedSwiftDataIsLeftAlone() {
      #expect(
        !ImpliedSwiftData.uses("import SwiftData\n@Model final class Book { var title = \"\" }"))
      #expect(
        !ImpliedSwiftData.uses("struct Shelf: View { var body: some View { Text(\"Books\") } }"))
      // A comment naming `@Model` is prose.
      #expect(!ImpliedSwiftData.uses("// like @Model, but by hand\nfinal class Book {}"))
    }

    /// A note declaring its own `ModelContext` means its own type, not SwiftData's.
    @Test func aNotesOwnTypeOfASwiftDataNameIsItsOwn() {
      #expect(
        !ImpliedSwiftData.uses(
          "final class ModelContext { var saved = false }\nlet context = ModelContext()"))
    }

    /// The import joins the unit's first line, so that no line of the unit moves, and a
    /// program's start still joins that line.
    @Test func theImportJoinsTheFirstLine() {
      let lines = ["import SwiftUI", "@Model final class Book {", "  var title = \"\"", "}"]
      let unit = CompilationUnit(
        sourceMap: SourceMap(
          lines: lines.enumerated().map { index, text in
            SourceMap.Line(
              text: text, origin: index == 0 ? .synthesized : .note(line: index + 2, columnShift: 0)
            )
          }),
        root: nil, hasTopLevelCode: true, blockIndex: 0, fragment: nil)
      let implied = ImpliedSwiftData.applied(to: unit)
      #expect(implied.sourceMap.lines.count == lines.count)
      #expect(implied.sourceMap.lines[0].text == "import SwiftUI; import SwiftData")
      #expect(
        DriverSource.startingProgram(implied.source).hasPrefix(
          "import SwiftUI; import SwiftData; MainActor.assumeIsolated"))
    }
  }
}

import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// A fragment's own types are compiled at file scope, before its wrapper, as its extensions are;
  /// a type the page's context declares too stays nested, where it shadows rather than clashes.
  @Suite struct FileScopeDeclarationsTests {
    @Test func aFragmentsOwnTypeIsCompiledBeforeItsWrapper() throws {
      let members = fencedBlock(
        """
        @State private var 기분들: [기분] = []
        @State private var 고른것: 기분.ID?

        struct 기분: Identifiable {
            let id = UUID()
            var 표정 = "🙂"
        }

        """, fenceLine: 1)
      let entry = notebook([members])[0]
      #expect(entry.category == .fragment(.members))
      let unit = try #require(entry.unit)
      let type = try #require(unit.line(containing: "struct 기분: Identifiable {"))
      let wrapper = try #require(unit.line(containing: "struct NoteExample"))
      #expect(type < wrapper)
      // The type keeps its note lines, and only its lines leave the wrapper.
      #expect(unit.sourceMap.noteLocation(forUnitLine: type, column: 1)?.line == 5)
      let member = try #require(unit.line(containing: "@State private var 고른것"))
      #expect(member > wrapper)
    }

    @Test func aTypeTheContextDeclaresStaysInsideTheWrapper() throws {
      let program = fencedBlock("struct Mood {\n  var face = \"🙂\"\n}\n", fenceLine: 1)
      let members = fencedBlock(
        """
        @State private var moods: [Mood] = []
        struct Mood { var face = "😐" }

        """, fenceLine: 6)
      let unit = try #require(notebook([program, members])[1].unit)
      let wrapper = try #require(unit.line(containing: "struct NoteExample"))
      let nested = try #require(unit.line(containing: "struct Mood { var face"))
      #expect(nested > wrapper)
    }
  }
}

import Foundation
import Testing

@testable import DocBuildKit

/// How notes written without docbuild in mind run: each test writes a small page the way such
/// notes are written, and reads the build's report of every block (`--explain`).
@Suite struct RealNoteHabitsTests {
  /// Builds `note` as `en/note.md` and returns the report lines and the diagnostics.
  func build(_ note: String) throws -> (
    report: [String], diagnostics: [Diagnostic], page: String
  ) {
    let fixture = SiteFixture(["en/note.md": note])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    return (summary.exampleReport, diagnostics, TextOfHTML.decode(fixture.page("en/note.html")))
  }

  @Test func aBrokenOrForeignBlockDoesNotSinkTheBlocksAfterIt() throws {
    let (report, _, _) = try build(
      """
      ```swift
      import UIKit
      class Controller: UIViewController {}
      ```

      ```swift
      struct Shelf: View {
        var books: [Book]
        var body: some View { Text("\\(books.count)") }
      }
      ```

      ```swift
      struct Screen: View {
        @StateObject var model = Model()
        var body: some View { Text("\\(model.count)") }
      }
      ```

      ```swift
      class Model: ObservableObject {
        @Published var count = 1
      }
      ```

      """)
    #expect(
      report == [
        "en/note.md:1: not run (foreign module): needs `UIKit`, a module docbuild does not have",
        "en/note.md:6: not run (excerpt): uses `Book`, which the note never declares",
        "en/note.md:13: run",
        // The model shown after its view ran with it.
        "en/note.md:20: ran as part of the example at line 13",
      ])
  }

  @Test func previewProvidersAreRootsAndViewsWithoutBodyAreCompileErrors() throws {
    let (report, diagnostics, _) = try build(
      """
      ```swift
      struct Badge: View {
        var title: String
        var body: some View { Text(title) }
      }

      struct Badge_Previews: PreviewProvider {
        static var previews: some View {
          Badge(title: "new").previewLayout(.sizeThatFits)
        }
      }
      ```

      ```swift
      struct Forgotten: View {
        @State private var value = 0
      }
      ```

      """)
    #expect(report.first == "en/note.md:1: run")
    #expect(
      report.last?.hasPrefix(
        "en/note.md:14: failed (compile error): 15:8: type 'Forgotten' does not conform to protocol 'View'"
      ) == true, "\(report)")
    #expect(diagnostics.contains { $0.range?.start.line == 15 && $0.severity == .error })
  }

  /// Previews of a part and of the whole (a row and its list; a screen and the stack around
  /// it): the whole runs, so what the note says of the screen can be checked. Texts are joined
  /// at run time, so only the preview, not the code, shows them whole.
  @Test func theOutermostPreviewedViewIsTheRoot() throws {
    let (report, _, page) = try build(
      """
      ```swift
      struct Row: View {
        var name: String
        var body: some View { Text("row " + name) }
      }
      struct Shelf: View {
        var body: some View {
          VStack {
            Row(name: "a")
            Text("shelf " + "total")
          }
        }
      }
      struct Row_Previews: PreviewProvider {
        static var previews: some View { Row(name: "solo") }
      }
      struct Shelf_Previews: PreviewProvider {
        static var previews: some View { Shelf() }
      }
      ```

      ```swift
      struct Inbox: View {
        var body: some View { Text("in" + "box") }
      }
      struct Inbox_Previews: PreviewProvider {
        static var previews: some View { Inbox() }
      }
      struct Home: View {
        var body: some View {
          NavigationStack {
            Inbox()
            Text("home " + "screen")
          }
        }
      }
      ```

      """)
    #expect(report == ["en/note.md:1: run", "en/note.md:22: run"], "\(report)")
    #expect(page.contains("shelf total") && !page.contains("row solo"))
    #expect(page.contains("home screen"))
  }

  /// A tab's value `.home` fails only because the tab's view is never shown: swiftc then looks
  /// the case up on `Hashable`, which the reason must not repeat as a missing member.
  @Test func aCaseLookedUpOnAProtocolIsNotNamedMissing() throws {
    let (report, _, _) = try build(
      """
      ```swift
      enum Section: Hashable { case home, inbox }

      struct Root: View {
        @State private var section = Section.home
        var body: some View {
          TabView(selection: $section) {
            Tab("Home", systemImage: "house", value: .home) { HomeScreen() }
            Tab("Inbox", systemImage: "tray", value: .inbox) { Text("inbox") }
          }
        }
      }
      ```

      """)
    #expect(
      report == [
        "en/note.md:1: not run (excerpt): uses `HomeScreen`, which the note never declares"
      ],
      "\(report)")
  }

  @Test func swiftUIAPITheEngineLacksIsNamedNotCalledAnExcerpt() throws {
    let (report, diagnostics, _) = try build(
      """
      ```swift
      struct Palette: View {
        @State private var color = Color.red
        var body: some View {
          PhaseAnimator([1, 2]) { _ in Text("Color") }
        }
      }
      ```

      """)
    #expect(
      report == [
        "en/note.md:1: not run (engine lacks): the engine does not support `PhaseAnimator` yet"
      ])
    #expect(
      diagnostics.map(\.formatted) == [
        "en/note.md:5:5: warning: the engine does not support `PhaseAnimator` yet"
      ])
  }

  @Test func aViewExpressionRunsWrappedAndShowsItsWrapper() throws {
    let (report, _, page) = try build(
      """
      ```swift
      struct Row: View {
        var name: String
        var body: some View { Text(name) }
      }
      ```

      ```swift
      VStack {
        Row(name: "Ravi")
        Row(name: "Maria")
      }
      ```

      """)
    // The view alone needs its argument: it is built as the next block builds it, and says so.
    #expect(report.first == "en/note.md:1: run (completed)")
    #expect(
      page.contains("// docbuild mounts the root as the page builds it: Row(name: \"Ravi\")"))
    #expect(report.last == "en/note.md:8: run (completed)")
    #expect(page.contains("struct NoteExample: View {"))
  }

  @Test func aRootBuiltFromACallTheCompilerRejectsIsNotTheNotesFailure() throws {
    let (report, diagnostics, _) = try build(
      """
      ```swift
      struct Badge: View {
        let count: Int
        var body: some View { Text("\\(count)") }
      }
      ```

      ```swift
      Badge(count: "seven")
      ```

      """)
    #expect(
      report.first?.hasPrefix(
        "en/note.md:1: not run (root needs arguments): compiles, but its root view `Badge` cannot be made without arguments"
      ) == true, "\(report)")
    #expect(!diagnostics.contains { $0.range?.start.line ?? 0 < 7 && $0.severity == .error })
  }

  @Test func fragmentsSayTheirTrueReason() throws {
    let (report, diagnostics, _) = try build(
      """
      ```swift
      final class Counter: ObservableObject {
        @Published var title = ""
        @Published var isPinned = false
      }
      ```

      ```swift
      var hash: Int {
        var hasher = Hasher()
        hasher.combine(title)
        hasher.combine(isPinned)
        return hasher.finalize()
      }
      ```

      ```swift
      @StateObject var counter = Counter（）
      ```

      ```swift
      ForEach(shelf.books) { book in Text(book.title) }
      ```

      ```swift
      struct Card: View {
        var body: some View { Text("card") }
      }
      ```

      ```swift
      .padding()
      .onAppear { print("shown") }
      ```

      ```swift
      .onDelete(perform: remove)
      ```

      """)
    #expect(
      report == [
        "en/note.md:1: compiled only",
        // The page's `Counter` declares both values the members read.
        "en/note.md:8: not run (excerpt): members shown apart from their type: they read `isPinned`, `title`, which `Counter` (line 1) declares",
        "en/note.md:17: failed (compile error) (completed): 18:28: cannot find 'Counter（）' in scope",
        "en/note.md:21: not run (excerpt): uses `shelf`, which the note never declares",
        "en/note.md:25: run",
        "en/note.md:31: run (completed)",
        // `remove` is declared nowhere on the page: an excerpt, wherever the chain could go.
        "en/note.md:36: not run (excerpt): a chain of modifiers without the view they modify, and it uses `remove`, which the note never declares",
      ], "\(report)")
    // The typo is the note's own error, at its line.
    #expect(diagnostics.contains { $0.range?.start.line == 18 && $0.severity == .error })
  }

  @Test func elidedCodeRunsAndSaysItWasCompleted() throws {
    let (report, _, page) = try build(
      """
      ```swift
      struct Counter: View {
        @State private var value = 0

        ...
      }
      ```

      """)
    #expect(report == ["en/note.md:1: run (completed)"])
    #expect(
      page.contains(
        "Completed to run it (elision marks left out, wrapped in a view, its root built"))
    #expect(page.contains("var body: some View { EmptyView() }"))
  }
}

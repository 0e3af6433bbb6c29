import Foundation
import Testing

@testable import DocBuildKit

/// A note's list with an `EditButton` and no edit mode of its own enters edit mode when the reader
/// taps Edit (the root's own mode, as in SwiftUI), and a table whose rows a builder lists runs.
@Suite struct EditableListExampleTests {
  static let note = """
    # 서랍

    ```swift
    import SwiftUI

    struct Drawer: View {
      @State private var socks = ["줄무늬", "물방울"]
      var body: some View {
        NavigationStack {
          List {
            ForEach(socks, id: \\.self) { Text($0) }
              .onDelete { socks.remove(atOffsets: $0) }
          }
          .toolbar { EditButton() }
        }
      }
    }
    ```

    ```scenario
    tap "Edit"
    ```

    ```swift
    import SwiftUI

    struct Sock: Identifiable {
      let id: Int
      let colour: String
    }

    struct SockTable: View {
      let socks = [Sock(id: 1, colour: "빨강"), Sock(id: 2, colour: "파랑")]
      var body: some View {
        Table(of: Sock.self) {
          TableColumn("색", value: \\.colour)
        } rows: {
          ForEach(socks)
          TableRow(Sock(id: 3, colour: "초록"))
        }
      }
    }
    ```

    """

  @Test func editModeDrawsDeleteControlsAndTableRowsRun() throws {
    let fixture = SiteFixture(["ko/drawer.md": Self.note])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build(cache: false)
    #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(summary.examples.run == 2)
    #expect(summary.examples.failed == 0)
    let script = try String(
      contentsOf: fixture.site.appendingPathComponent("ko/drawer.explore.js"), encoding: .utf8)
    let drawsDelete = script.contains("\\u003cli data-editing=\\\"delete\\\">")
    #expect(drawsDelete, "an explored state after Edit draws the rows' delete controls")
    let page = fixture.page("ko/drawer.html")
    // The first screen, then the scenario's step after "Edit".
    for row in ["<li>", "<li data-editing=\"delete\">"] {
      let shown = page.contains("<ul class=\"ui-list\">\(row)<p class=\"ui-text\">줄무늬")
      #expect(shown, "a preview draws the row as \(row)")
    }
    let missingRows = ["빨강", "파랑", "초록"].filter { !page.contains($0) }
    #expect(missingRows.isEmpty)
  }
}

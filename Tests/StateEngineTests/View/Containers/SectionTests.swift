import Testing

@testable import EngineHost
@testable import StateEngine

private struct OneRowSection: View {
  var body: some View {
    List {
      Section("Account") {
        Text("Signed in")
      }
    }
  }
}

private struct SectionForms: View {
  var body: some View {
    Form {
      Section(header: Text("Header A")) { Text("Row A") }
      Section(header: Text("Header B"), footer: Text("Footer B")) { Text("Row B") }
      Section {
        Text("Row C")
        Text("Row D")
      } header: {
        Text("Header C")
      } footer: {
        Text("Footer C")
      }
      Section(footer: Text("Footer E")) { Text("Row E") }
    }
  }
}

extension Engine {
  @Suite struct Sections {
    /// A section's content is its rows, also when it is a single view ("Section(_:content:)",
    /// Apple's documentation of `Section`).
    @Test func aSectionWithOneChildDrawsItsRow() {
      #expect(
        ViewHost(OneRowSection()).snapshotHTML()
          == "<ul class=\"ui-list\"><section class=\"ui-section\">"
          + "<h2 class=\"ui-section-header\"><p class=\"ui-text\">Account</p></h2>"
          + "<ul><li><p class=\"ui-text\">Signed in</p></li></ul></section></ul>")
    }

    /// `Section(header:content:)`, `Section(header:footer:content:)`,
    /// `Section(content:header:footer:)` and `Section(footer:content:)` (Apple's documentation
    /// of `Section`): headers above the rows, footers below.
    @Test func headersAndFootersInEveryForm() {
      let html = ViewHost(SectionForms()).snapshotHTML()
      #expect(
        html.contains(
          "<h2 class=\"ui-section-header\"><p class=\"ui-text\">Header B</p></h2>"
            + "<ul><li><p class=\"ui-text\">Row B</p></li></ul>"
            + "<div class=\"ui-section-footer\"><p class=\"ui-text\">Footer B</p></div>"))
      #expect(
        html.contains(
          "<li><p class=\"ui-text\">Row C</p></li><li><p class=\"ui-text\">Row D</p></li>"))
      for text in ["Header A", "Row A", "Header C", "Footer C", "Row E", "Footer E"] {
        #expect(html.contains(text))
      }
      #expect(!html.contains("Footer E</p></h2>"))
    }
  }
}

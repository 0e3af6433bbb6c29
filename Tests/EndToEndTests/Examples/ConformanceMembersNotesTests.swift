import Testing

@testable import DocBuildKit

/// Members shown without their view that read what their enum's conformances give it
/// (`rawValue`, `allCases`) run in a view of their own, as any members the page completes.
@Suite struct ConformanceMembersNotesTests {
  @Test func aPickerOverAStringBackedEnumRuns() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "en/01-tabs.md",
      """
      # Tabs

      ```swift
      enum Tab: String, CaseIterable, Identifiable {
        case inbox, archive

        var title: String { rawValue.uppercased() }
        var id: String { rawValue }
      }

      @State private var tab = Tab.inbox

      var body: some View {
        Picker("Tab", selection: $tab) {
          ForEach(Tab.allCases) { Text($0.title).tag($0) }
        }
      }
      ```

      """)
    #expect(report.count == 1)
    #expect(report.first?.hasPrefix("en/01-tabs.md:3: run") == true, "\(report)")
    #expect(!page.contains("which the note never declares"))
  }
}

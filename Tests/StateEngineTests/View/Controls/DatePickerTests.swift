import Foundation
import Testing

@testable import EngineHost
@testable import StateEngine

private struct Reminder: View {
  @State private var due = Date(timeIntervalSince1970: 1_772_722_020)

  var body: some View {
    Form {
      DatePicker("Due", selection: $due, displayedComponents: .date)
      DatePicker("At", selection: $due, displayedComponents: [.hourAndMinute])
      DatePicker(selection: $due, in: Date(timeIntervalSince1970: 0)...) { Text("When") }
      Button("Next day") { due = due.addingTimeInterval(86_400) }
    }
    .datePickerStyle(.compact)
  }
}

extension Engine {
  @Suite struct DatePickers {
    /// `DatePicker(_:selection:displayedComponents:)` shows the components asked for (Apple's
    /// documentation of `DatePicker`), written the same on every machine.
    @Test func showsTheSelectedDateDeterministically() throws {
      let host = ViewHost(Reminder())
      let html = host.snapshotHTML()
      #expect(html.contains("<p class=\"ui-text\">Mar 5, 2026</p>"))
      #expect(html.contains("<p class=\"ui-text\">2:47 PM</p>"))
      #expect(html.contains("<p class=\"ui-text\">Mar 5, 2026, 2:47 PM</p>"))
      try host.tap("Next day")
      #expect(host.snapshotHTML().contains("Mar 6, 2026"))
    }
  }
}

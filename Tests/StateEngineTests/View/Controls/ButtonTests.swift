import Foundation
import Testing

@testable import EngineHost
@testable import StateEngine

private struct ButtonFormsView: View {
  @State private var log: [String] = []

  var body: some View {
    VStack {
      Text("Log \(log.joined(separator: ","))")
      Button("Add", systemImage: "plus") { log.append("add") }
      Button(role: .destructive) {
        log.append("delete")
      } label: {
        Label("Delete", systemImage: "trash")
      }
      Button("Cancel", role: .cancel) { log.append("cancel") }
      Link("Website", destination: URL(string: "https://example.com")!)
      ShareLink(item: URL(string: "https://example.com")!)
    }
  }
}

extension Engine {
  @Suite struct ButtonForms {
    /// `Button(_:systemImage:action:)` labels itself with a `Label`, named by its title (a
    /// `Label`'s icon is not part of its accessible name); `Button(role:action:label:)` runs its
    /// action whatever its role (Apple's documentation of `Button` and `Label`).
    @Test func everyFormRunsItsAction() throws {
      let host = ViewHost(ButtonFormsView())
      try host.tap("Add")
      try host.tap("Delete")
      try host.tap("Cancel")
      #expect(host.snapshotHTML().contains("Log add,delete,cancel"))
    }

    /// `ButtonRole`'s roles are distinct values.
    @Test func rolesAreDistinct() {
      #expect(ButtonRole.destructive != ButtonRole.cancel)
    }

    /// A `Link` opens its URL and a `ShareLink` the share sheet, neither of which an example
    /// has: tapping them changes nothing. A `ShareLink` without a label is labelled "Share".
    @Test func linksAreButtonsThatOpenNothing() throws {
      let host = ViewHost(ButtonFormsView())
      try host.tap("Website")
      try host.tap("Share")
      #expect(host.reports.count == 3)
      #expect(host.snapshotHTML().contains("Log </p>"))
    }
  }
}

import Testing

@testable import EngineHost
@testable import StateEngine

private struct ClosableSheet: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Close") { dismiss() }
  }
}

private struct Detail: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    Button("Done") { dismiss() }
      .navigationTitle("Detail")
  }
}

private struct Home: View {
  @State private var showsSheet = false

  var body: some View {
    NavigationStack {
      VStack {
        NavigationLink(destination: Detail()) {
          Label("Details", systemImage: "info.circle")
        }
        Button("Open sheet") { showsSheet = true }
      }
      .navigationTitle("Home")
      .sheet(isPresented: $showsSheet) { ClosableSheet() }
    }
  }
}

/// A user-defined dynamic property: its nested State is installed and `update()` runs before the body.
private struct Clicks: DynamicProperty {
  @State var count = 0
  var updates = 0

  mutating func update() {
    updates += 1
  }
}

private struct Framed: ViewModifier {
  @State private var taps = 0

  func body(content: Content) -> some View {
    VStack {
      content
      Button("Frame \(taps)") { taps += 1 }
    }
  }
}

private struct Composed: View {
  var clicks = Clicks()

  var body: some View {
    Button("Clicks \(clicks.count) updated \(clicks.updates > 0)") { clicks.count += 1 }
      .modifier(Framed())
  }
}

extension Engine {
  @Suite struct Presentation {
    @Test func dismissClosesTheSheetFromInside() throws {
      let host = ViewHost(Home())
      try host.tap("Open sheet")
      #expect(
        host.snapshotHTML().hasSuffix(
          "<div class=\"ui-sheet\"><button class=\"ui-button\">Close</button></div>"))
      #expect(throws: HostError.self) { try host.tap("Open sheet") }
      try host.tap("Close")
      #expect(!host.snapshotHTML().contains("ui-sheet"))
    }

    @Test func dismissPopsAPushedDestination() throws {
      let host = ViewHost(Home())
      #expect(host.snapshotHTML().contains("<h1 class=\"ui-title\">Home</h1>"))
      try host.open("Details")
      #expect(
        host.snapshotHTML().contains(
          "<button class=\"ui-back\">Back</button><h1 class=\"ui-title\">Detail</h1>"))
      try host.tap("Done")
      #expect(host.snapshotHTML().contains("<h1 class=\"ui-title\">Home</h1>"))
    }

    @Test func customDynamicPropertiesAndModifiersKeepState() throws {
      let host = ViewHost(Composed())
      try host.tap("Clicks 0 updated true")
      #expect(host.snapshotHTML().contains("Clicks 1 updated true"))
      try host.tap("Frame 0")
      #expect(host.snapshotHTML().contains("Frame 1"))
      #expect(host.snapshotHTML().contains("Clicks 1"))
    }
  }
}

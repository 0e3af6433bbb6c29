import Testing

@testable import EngineHost
@testable import StateEngine

private struct Document: View {
  @State private var name = "Untitled"
  @State private var renaming = false

  var body: some View {
    VStack {
      Text(renaming ? "renaming \(name)" : name)
      RenameButton()
    }
    .renameAction { renaming = true }
  }
}

extension Engine {
  /// `RenameButton` is "a button that triggers a standard rename action", the one
  /// `renameAction(_:)` sets (Apple's documentation of each).
  @Suite struct RenameButtons {
    @Test func tappingItCallsTheRenameActionAroundIt() throws {
      let host = ViewHost(Document())
      try host.tap("Rename")
      #expect(host.snapshotHTML().contains(">renaming Untitled<"))
    }
  }
}

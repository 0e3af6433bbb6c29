import Testing

@testable import EngineHost
@testable import StateEngine

private struct SortMenu: View {
  @State private var order = "none"

  var body: some View {
    VStack {
      Text("Order \(order)")
      Menu("Sort") {
        Button("By name") { order = "name" }
        Button("By date") { order = "date" }
      }
    }
  }
}

private struct PrimaryActionMenu: View {
  @State private var taps = 0

  var body: some View {
    Menu {
      Button("Other") {}
    } label: {
      Text("Add \(taps)")
    } primaryAction: {
      taps += 1
    }
  }
}

extension Engine {
  @Suite struct Menus {
    /// "The user can select from the menu's items by tapping the control and then choosing an
    /// item" (Apple's documentation of `Menu`): its items show after the tap, and choosing one
    /// runs its action and closes the menu.
    @Test func tappingOpensTheMenuAndChoosingAnItemClosesIt() throws {
      let host = ViewHost(SortMenu())
      #expect(!host.snapshotHTML().contains("By name"))
      #expect(throws: HostError.self) { try host.tap("By name") }
      try host.tap("Sort")
      #expect(host.snapshotHTML().contains("<div class=\"ui-menu-items\">"))
      try host.tap("By date")
      #expect(host.snapshotHTML().contains("Order date"))
      #expect(!host.snapshotHTML().contains("By date"))
    }

    /// `menuIndicator(_:)` "sets the menu indicator visibility for controls within this view"
    /// (Apple's documentation): the engine draws no indicator, so hiding it leaves the menu working.
    @Test func aHiddenIndicatorLeavesTheMenuWorking() throws {
      let hidden = ViewHost(SortMenu().menuIndicator(.hidden))
      #expect(hidden.snapshotHTML().contains("Sort"))
      try hidden.tap("Sort")
      #expect(hidden.snapshotHTML().contains("<div class=\"ui-menu-items\">"))
      try hidden.tap("By name")
      #expect(hidden.snapshotHTML().contains("Order name"))
    }

    /// "The menu's primary action … is performed when the user taps … the menu's label"
    /// (Apple's documentation of `Menu(content:label:primaryAction:)`).
    @Test func aPrimaryActionRunsInsteadOfOpening() throws {
      let host = ViewHost(PrimaryActionMenu())
      try host.tap("Add 0")
      #expect(host.snapshotHTML().contains("Add 1"))
      #expect(!host.snapshotHTML().contains("Other"))
    }
  }
}

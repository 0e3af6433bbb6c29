import Testing

@testable import EngineHost
@testable import StateEngine

private struct Fruit: Identifiable, Hashable {
  let id: Int
  let name: String
}

private let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]

private struct FruitDetail: View {
  let fruit: Fruit

  var body: some View {
    Text("About \(fruit.name)").navigationTitle(fruit.name)
  }
}

private struct TwoColumns: View {
  @State private var selected: Fruit.ID?

  var body: some View {
    NavigationSplitView {
      List(fruits, selection: $selected) { fruit in
        Text(fruit.name)
      }
      .navigationTitle("Fruits")
    } detail: {
      if let fruit = fruits.first(where: { $0.id == selected }) {
        FruitDetail(fruit: fruit)
      } else {
        Text("Pick a fruit")
      }
    }
    .onChange(of: selected) { print("selected \(String(describing: selected))") }
  }
}

private struct ThreeColumns: View {
  @State private var visibility = NavigationSplitViewVisibility.all
  @State private var kind: String?
  @State private var item: Set<String> = []

  var body: some View {
    NavigationSplitView(columnVisibility: $visibility) {
      List(selection: $kind) {
        Text("Fruit").tag("Fruit")
        Text("Vegetable").tag("Vegetable")
      }
    } content: {
      List(selection: $item) {
        Text("\(kind ?? "") one").tag("one")
        Text("\(kind ?? "") two").tag("two")
      }
    } detail: {
      Text("Showing \(item.sorted().joined())")
    }
    .navigationSplitViewStyle(.balanced)
  }
}

private struct LinkedRows: View {
  @State private var selected: Int?

  var body: some View {
    NavigationSplitView {
      List(fruits, selection: $selected) { fruit in
        NavigationLink(fruit.name, value: fruit.id)
      }
    } detail: {
      Text("Selected \(selected.map(String.init) ?? "none")")
    }
  }
}

private struct SelectedByCode: View {
  @State private var selected: Fruit.ID?

  var body: some View {
    NavigationSplitView {
      VStack {
        List(fruits, selection: $selected) { fruit in Text(fruit.name) }
        Button("Pick pear") { selected = 2 }
      }
    } detail: {
      VStack {
        Text("Selected \(selected.map(String.init) ?? "none")")
        Button("Clear") { selected = nil }
      }
      .onAppear { print("detail appears") }
      .onDisappear { print("detail disappears") }
    }
  }
}

private struct SelectedOnAppear: View {
  @State private var kind: String?
  @State private var item: String?

  var body: some View {
    NavigationSplitView {
      List(selection: $kind) {
        Text("Fruit").tag("Fruit")
      }
    } content: {
      List(selection: $item) {
        Text("Apple").tag("Apple")
      }
    } detail: {
      Text("Showing \(item ?? "nothing")")
    }
    // On the split view, not the sidebar: the sidebar appears again each time it is gone back to.
    .onAppear { kind = "Fruit" }
  }
}

extension Engine {
  @Suite struct NavigationSplitViews {
    /// A selection set by code shows the detail as a row tapped does, and clearing it goes back
    /// to the list: "Programmatic changes that you make to the selection property also affect
    /// both the list appearance and the presented detail view" (Apple's documentation of
    /// `NavigationSplitView`), on an iPhone collapsed into a stack.
    @Test func aSelectionSetByCodePushesTheDetailAndClearingItPops() throws {
      let host = ViewHost(SelectedByCode())
      try host.tap("Pick pear")
      let pushed = host.snapshotHTML()
      #expect(
        pushed.contains("Selected 2") && pushed.contains("<button class=\"ui-back\">Back</button>"))
      #expect(host.reports[1].console == ["detail appears"])
      try host.tap("Clear")
      let popped = host.snapshotHTML()
      #expect(popped.contains("Pick pear") && !popped.contains("Selected"))
      #expect(host.reports[2].console == ["detail disappears"])
      try host.tap("Pear")
      try host.back()
      #expect(!host.snapshotHTML().contains("Selected"), "back clears it and stays back")
    }

    /// `onAppear` selecting the sidebar's row pushes the content column on the first render.
    @Test func aSelectionSetInOnAppearPushesTheNextColumn() throws {
      let host = ViewHost(SelectedOnAppear())
      let first = host.snapshotHTML()
      #expect(first.contains("Apple") && !first.contains("Fruit</"))
      try host.tap("Apple")
      #expect(host.snapshotHTML().contains("Showing Apple"))
      try host.back()
      try host.back()
      #expect(host.snapshotHTML().contains("Fruit"))
    }

    /// A `NavigationLink(_:value:)` in a `List(selection:)` sets the list's selection to its
    /// value, and the split view shows the detail for it (WWDC22 "The SwiftUI cookbook for
    /// navigation": value links in a sidebar list with a selection binding).
    @Test func aValueLinkInASelectionListSelectsItsRow() throws {
      let host = ViewHost(LinkedRows())
      try host.open("Pear")
      #expect(host.snapshotHTML().contains("Selected 2"))
      try host.back()
      #expect(host.snapshotHTML().contains("Pear") && !host.snapshotHTML().contains("Selected"))
      try host.tap("Apple")
      #expect(host.snapshotHTML().contains("Selected 1"))
    }

    /// "In compact size classes, like on iPhone … the split view collapses all of its columns
    /// into a stack, and shows the last column that displays useful information" and a list
    /// selection in the sidebar drives the detail (Apple's documentation of
    /// `NavigationSplitView`).
    @Test func aCollapsedSplitViewShowsTheSidebarAndPushesTheDetailOnSelection() throws {
      let host = ViewHost(TwoColumns())
      let first = host.snapshotHTML()
      #expect(first.contains("<h1 class=\"ui-title\">Fruits</h1>"))
      #expect(first.contains("Apple") && !first.contains("Pick a fruit"))
      try host.tap("Pear")
      let pushed = host.snapshotHTML()
      #expect(pushed.contains("<button class=\"ui-back\">Back</button>"))
      #expect(pushed.contains("About Pear") && !pushed.contains("Apple"))
      #expect(host.reports[1].console == ["selected Optional(2)"])
      #expect(
        host.reports[1].bodies.map(\.path).contains("TwoColumns/NavigationSplitView/FruitDetail"))
    }

    /// Going back in the collapsed stack deselects the row, so the selection is nil again.
    @Test func backPopsTheDetailAndClearsTheSelection() throws {
      let host = ViewHost(TwoColumns())
      try host.tap("Apple")
      try host.back()
      #expect(host.reports[2].console == ["selected nil"])
      #expect(host.snapshotHTML().contains("Pear") && !host.snapshotHTML().contains("About"))
      try host.tap("Pear")
      #expect(host.snapshotHTML().contains("About Pear"))
    }

    /// Three columns collapse to sidebar, then content, then detail; a set selection outside
    /// edit mode holds the one row tapped.
    @Test func threeColumnsPushContentThenDetail() throws {
      let host = ViewHost(ThreeColumns())
      try host.tap("Vegetable")
      #expect(host.snapshotHTML().contains("Vegetable one"))
      try host.tap("Vegetable two")
      #expect(host.snapshotHTML().contains("Showing two"))
      try host.back()
      try host.back()
      #expect(host.snapshotHTML().contains("Fruit"))
      #expect(throws: HostError.self) { try host.back() }
    }
  }
}

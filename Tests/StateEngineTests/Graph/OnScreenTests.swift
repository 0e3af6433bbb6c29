import Testing

@testable import EngineHost
@testable import StateEngine

private struct Shelf: View {
  @State private var path: [Int] = []

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        NavigationLink("Shelf 1", value: 1)
        Button("Three deep") { path = [1, 2, 3] }
      }
      .onAppear { print("shelf appears") }
      .onDisappear { print("shelf disappears") }
      .navigationDestination(for: Int.self) { number in
        VStack {
          Text("Box \(number)")
          NavigationLink("Open box \(number + 1)", value: number + 1)
        }
        .onAppear { print("box \(number) appears") }
        .onDisappear { print("box \(number) disappears") }
      }
    }
  }
}

private struct Drawers: View {
  var body: some View {
    TabView {
      Text("Socks").onAppear { print("socks appear") }.onDisappear { print("socks disappear") }
        .tabItem { Text("Top") }
      Text("Shirts").onAppear { print("shirts appear") }.onDisappear { print("shirts disappear") }
        .tabItem { Text("Middle") }
    }
  }
}

extension Engine {
  /// A view's `onAppear` runs "before this view appears" and `onDisappear` "after this view
  /// disappears" (Apple's documentation of `onAppear(perform:)` and `onDisappear(perform:)`): on an
  /// iPhone a screen covered by a pushed one, or a tab not chosen, is not on screen.
  @Suite struct OnScreen {
    @Test func pushingCoversAScreenAndPoppingUncoversIt() throws {
      let host = ViewHost(Shelf())
      #expect(host.reports[0].console == ["shelf appears"])
      try host.open("Shelf 1")
      #expect(host.reports.last!.console == ["box 1 appears", "shelf disappears"])
      try host.open("Open box 2")
      #expect(host.reports.last!.console == ["box 2 appears", "box 1 disappears"])
      try host.back()
      #expect(host.reports.last!.console == ["box 1 appears", "box 2 disappears"])
      try host.back()
      #expect(host.reports.last!.console == ["shelf appears", "box 1 disappears"])
    }

    @Test func aPathOfSeveralValuesShowsOnlyTheLast() throws {
      let host = ViewHost(Shelf())
      try host.tap("Three deep")
      #expect(host.reports.last!.console == ["box 3 appears", "shelf disappears"])
      try host.back()
      #expect(host.reports.last!.console == ["box 2 appears", "box 3 disappears"])
    }

    @Test func onlyTheChosenTabAppears() throws {
      let host = ViewHost(Drawers())
      #expect(host.reports[0].console == ["socks appear"])
      try host.tap("Middle")
      #expect(host.reports.last!.console == ["shirts appear", "socks disappear"])
      try host.tap("Top")
      #expect(host.reports.last!.console == ["socks appear", "shirts disappear"])
    }
  }
}

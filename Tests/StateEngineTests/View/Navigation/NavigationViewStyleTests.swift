import Testing

@testable import EngineHost
@testable import StateEngine

private struct Library: View {
  var body: some View {
    NavigationView {
      Text("Shelves").navigationTitle("Library")
    }
    .navigationViewStyle(.stack)
  }
}

private struct SideBySide: View {
  var body: some View {
    NavigationView {
      Text("Shelves").navigationTitle("Library")
    }
    .navigationViewStyle(DoubleColumnNavigationViewStyle())
  }
}

extension Engine {
  /// `navigationViewStyle(_:)` chooses how a navigation view shows its columns; `stack` shows one
  /// view at a time (Apple's documentation of `StackNavigationViewStyle`). The engine's navigation
  /// view is always one stack, so a two-column style shows the same.
  @Suite struct NavigationViewStyles {
    @Test func everyStyleShowsOneStack() {
      let stacked = ViewHost(Library()).snapshotHTML()
      #expect(stacked.contains(">Library<"))
      #expect(stacked.contains(">Shelves<"))
      #expect(ViewHost(SideBySide()).snapshotHTML() == stacked)
    }
  }
}

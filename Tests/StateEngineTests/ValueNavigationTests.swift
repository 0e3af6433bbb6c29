import Testing

@testable import EngineHost
@testable import StateEngine

private struct Fruits: View {
  var body: some View {
    NavigationStack {
      VStack {
        NavigationLink("Apple", value: "Apple")
        NavigationLink(value: 3) { Text("Three") }
      }
      .navigationDestination(for: String.self) { name in
        Text("Fruit \(name)")
      }
      .navigationDestination(for: Int.self) { number in
        Text("Number \(number)")
      }
    }
  }
}

private struct PathStack: View {
  @State private var path: [Int] = []

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Text("Depth \(path.count)")
        Button("Push 1") { path.append(1) }
      }
      .navigationDestination(for: Int.self) { number in
        VStack {
          Text("Level \(number)")
          Button("Deeper") { path.append(number + 1) }
          Button("Home") { path.removeAll() }
        }
      }
    }
  }
}

private struct ErasedPath: View {
  @State private var path = NavigationPath()

  var body: some View {
    NavigationStack(path: $path) {
      NavigationLink("Go", value: "go")
        .navigationDestination(for: String.self) { Text("At \($0)") }
    }
  }
}

extension Engine {
  @Suite struct ValueNavigation {
    /// "A navigation link that presents the view corresponding to a value" through the
    /// `navigationDestination(for:destination:)` declared for the value's type (Apple's documentation
    /// of `NavigationLink(value:label:)`).
    @Test func aValueLinkShowsTheDestinationForItsType() throws {
      let host = ViewHost(Fruits())
      try host.open("Apple")
      #expect(host.snapshotHTML().contains("<p class=\"ui-text\">Fruit Apple</p>"))
      try host.back()
      try host.open("Three")
      #expect(host.snapshotHTML().contains("<p class=\"ui-text\">Number 3</p>"))
    }

    /// "The stack updates the path as the user navigates"; changing the path pushes and pops
    /// (Apple's documentation of `NavigationStack(path:root:)`).
    @Test func thePathDrivesTheStackBothWays() throws {
      let host = ViewHost(PathStack())
      try host.tap("Push 1")
      #expect(host.snapshotHTML().contains("Level 1"))
      try host.tap("Deeper")
      #expect(host.snapshotHTML().contains("Level 2"))
      try host.back()
      #expect(host.snapshotHTML().contains("Level 1"))
      try host.tap("Home")
      #expect(host.snapshotHTML().contains("Depth 0"))
      #expect(!host.snapshotHTML().contains("ui-back"))
    }

    @Test func aLinkAppendsToANavigationPath() throws {
      let host = ViewHost(ErasedPath())
      try host.open("Go")
      #expect(host.snapshotHTML().contains("At go"))
      try host.back()
      #expect(host.snapshotHTML().contains("<a class=\"ui-link\">Go</a>"))
    }
  }
}

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

/// A stack opened at a deep link: the path is set before the first render.
private struct DeepLinked: View {
  @State private var path = [1, 4, 8]

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Text("Root \(path.count)")
        NavigationLink("Word", value: "word")
      }
      .navigationDestination(for: Int.self) { Text("Screen \($0)") }
    }
  }
}

/// A router object owning the path, as apps keep one: the stack reads it through a binding to an
/// `@Observable` object's property, which only the router's methods change.
@Observable
private final class Router {
  var path = NavigationPath()

  func open(_ page: String) { path.append(page) }
  func popToRoot() { path = NavigationPath() }
}

private struct RoutedStack: View {
  @State private var router = Router()

  var body: some View {
    NavigationStack(path: $router.path) {
      VStack {
        Button("Red") { router.open("red") }
      }
      .navigationDestination(for: String.self) { page in
        Button("Back to root from \(page)") { router.popToRoot() }
      }
    }
  }
}

extension Engine {
  @Suite struct ValueNavigation {
    /// "The stack … displays the path's last element" and "the stack pushes the corresponding views
    /// onto the stack" for the path's values, whatever their number (Apple's documentation of
    /// `NavigationStack(path:root:)`, and its deep-link example that sets the path up front): the
    /// first render shows the last value, with the others under it.
    @Test func aPathThatStartsNonEmptyShowsItsLastScreenFirst() throws {
      let host = ViewHost(DeepLinked())
      #expect(host.reports[0].console.isEmpty)
      #expect(host.snapshotHTML().contains("<p class=\"ui-text\">Screen 8</p>"))
      try host.back()
      #expect(host.snapshotHTML().contains("<p class=\"ui-text\">Screen 4</p>"))
      try host.back()
      #expect(host.snapshotHTML().contains("<p class=\"ui-text\">Screen 1</p>"))
      try host.back()
      #expect(host.snapshotHTML().contains("Root 0"))
    }

    /// A link whose value has no `navigationDestination` "cannot be activated": SwiftUI logs so
    /// and neither pushes nor changes the path (the warning's own words; OpenSwiftUI's
    /// `NavigationLink` pushes only through a matching destination).
    @Test func aValueLinkWithoutADestinationPushesNothing() throws {
      let host = ViewHost(DeepLinked())
      try host.back()
      try host.back()
      try host.back()
      try host.open("Word")
      #expect(
        host.reports.last?.console == [
          "A NavigationLink is presenting a value of type “String” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated."
        ])
      #expect(host.snapshotHTML().contains("Root 0"))
      #expect(!host.snapshotHTML().contains("ui-back"))
    }

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

    /// The path bound to an `@Observable` object's property drives the stack as state does:
    /// "SwiftUI updates any view that reads a tracked property when that property changes"
    /// (Apple's documentation of `Observable`), and the stack reads its path.
    @Test func aPathInAnObservableObjectDrivesTheStack() throws {
      let host = ViewHost(RoutedStack())
      try host.tap("Red")
      #expect(host.snapshotHTML().contains(">Back to root from red<"))
      try host.tap("Back to root from red")
      #expect(host.snapshotHTML().contains(">Red<"))
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

import Testing

@testable import EngineHost
@testable import StateEngine

private struct Settings: View {
  @State private var showsAccount = false

  var body: some View {
    NavigationStack {
      VStack {
        Button("Sign in") { showsAccount = true }
        Text(showsAccount ? "shown" : "hidden")
      }
      .navigationDestination(isPresented: $showsAccount) {
        AccountScreen(close: { showsAccount = false })
      }
    }
  }
}

private struct AccountScreen: View {
  let close: () -> Void

  var body: some View {
    Button("Done", action: close)
      .onAppear { print("account appears") }
      .onDisappear { print("account disappears") }
  }
}

private struct OldLinks: View {
  @State private var opensHelp = false
  @State private var section: Int?

  var body: some View {
    NavigationView {
      VStack {
        NavigationLink("Help", destination: Text("Help page"), isActive: $opensHelp)
        NavigationLink(isActive: $opensHelp) {
          Text("Help page")
        } label: {
          Text("Help again")
        }
        NavigationLink("First", destination: Text("First page"), tag: 1, selection: $section)
        NavigationLink("Second", destination: Text("Second page"), tag: 2, selection: $section)
        Button("Jump to second") { section = 2 }
        Text("help \(opensHelp ? "on" : "off"), section \(section.map(String.init) ?? "none")")
      }
    }
  }
}

private struct PresentedAtFirst: View {
  @State private var showsWelcome = true

  var body: some View {
    NavigationStack {
      Text("Home")
        .navigationDestination(isPresented: $showsWelcome) { Text("Welcome") }
    }
  }
}

private struct Contacts: View {
  @State private var chosen: String?

  var body: some View {
    NavigationStack {
      VStack {
        Button("Ann") { chosen = "Ann" }
        Text("chosen \(chosen ?? "nobody")")
      }
      .navigationDestination(item: $chosen) { name in Text("Card of \(name)") }
    }
  }
}

private struct PathAndFlag: View {
  @State private var path: [Int] = []
  @State private var showsHelp = false

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Button("Open 7") { path.append(7) }
        Button("Help") { showsHelp = true }
      }
      .navigationDestination(for: Int.self) { number in
        Button("Help from \(number)") { showsHelp = true }
      }
      .navigationDestination(isPresented: $showsHelp) { Text("Help, path \(path)") }
    }
  }
}

extension Engine {
  /// `navigationDestination(isPresented:destination:)` "associates a destination view with a
  /// binding that can be used to push the view onto a NavigationStack", the binding indicating
  /// "whether destination is currently presented"; the deprecated
  /// `NavigationLink(isActive:destination:label:)` "presents the destination view when active"
  /// (Apple's documentation of both). Going back pops the destination, so it is no longer
  /// presented and the binding is false.
  @Suite struct PresentedDestinations {
    @Test func settingTheBindingPushesAndClearingItPops() throws {
      let host = ViewHost(Settings())
      try host.tap("Sign in")
      #expect(host.snapshotHTML().contains("Done"))
      #expect(host.reports[1].console == ["account appears"])
      try host.tap("Done")
      let back = host.snapshotHTML()
      #expect(back.contains("Sign in") && back.contains("hidden"))
      #expect(host.reports[2].console == ["account disappears"])
    }

    @Test func goingBackClearsTheBinding() throws {
      let host = ViewHost(Settings())
      try host.tap("Sign in")
      try host.back()
      #expect(host.snapshotHTML().contains("hidden"))
      try host.tap("Sign in")
      #expect(host.snapshotHTML().contains("Done"), "it can be pushed again")
    }

    @Test func aBindingTrueAtFirstShowsTheDestination() throws {
      let host = ViewHost(PresentedAtFirst())
      #expect(host.snapshotHTML().contains("Welcome"))
      try host.back()
      #expect(host.snapshotHTML().contains("Home"))
    }

    @Test func anActiveLinkSetsItsBindingAndBackClearsIt() throws {
      let host = ViewHost(OldLinks())
      try host.open("Help")
      #expect(host.snapshotHTML().contains("Help page"))
      try host.back()
      #expect(host.snapshotHTML().contains("help off, section none"))
      try host.open("Second")
      #expect(host.snapshotHTML().contains("Second page"))
      try host.back()
      #expect(host.snapshotHTML().contains("section none"))
    }

    /// `navigationDestination(item:destination:)`: "a content builder that defines a view to
    /// display when item is not nil" (Apple's documentation).
    @Test func anItemPushesItsDestinationAndBackClearsIt() throws {
      let host = ViewHost(Contacts())
      try host.tap("Ann")
      #expect(host.snapshotHTML().contains("Card of Ann"))
      try host.back()
      #expect(host.snapshotHTML().contains("chosen nobody"))
    }

    /// In a stack with a path, the destination is pushed above the path's screens, and going
    /// back from it leaves the path as it was.
    @Test func aStackWithAPathKeepsItsValuesBelowThePresentedDestination() throws {
      let host = ViewHost(PathAndFlag())
      try host.tap("Open 7")
      try host.tap("Help from 7")
      #expect(host.snapshotHTML().contains("Help, path [7]"))
      try host.back()
      #expect(host.snapshotHTML().contains("Help from 7"))
      try host.back()
      try host.tap("Help")
      #expect(host.snapshotHTML().contains("Help, path []"))
    }

    @Test func aTagSelectedByCodePushesItsLink() throws {
      let host = ViewHost(OldLinks())
      try host.tap("Jump to second")
      #expect(host.snapshotHTML().contains("Second page"))
      try host.back()
      #expect(host.snapshotHTML().contains("section none"))
    }
  }
}

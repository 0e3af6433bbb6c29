import Testing

@testable import EngineHost
@testable import StateEngine

private final class Session: ObservableObject {
  @Published var user = "guest"
  init() { print("Session init") }
}

private struct Greeting: View {
  @EnvironmentObject var session: Session

  var body: some View {
    VStack {
      Text("Hello, \(session.user)")
      Button("Sign in") { session.user = "ada" }
    }
  }
}

private struct GreetingApp: App {
  @StateObject private var session = Session()

  var body: some Scene {
    WindowGroup {
      Greeting().environmentObject(session)
    }
  }
}

extension Engine {
  @Suite struct Apps {
    @Test func mountsTheFirstWindowsContentWithTheAppsStateInstalled() throws {
      let host = ViewHost(GreetingApp())
      let first = host.reports[0]
      #expect(first.console == ["Session init"], "the app's StateObject is created once, installed")
      #expect(bodyNames(first) == ["GreetingApp", "Greeting"])
      #expect(host.snapshotHTML().contains("Hello, guest"))
      try host.tap("Sign in")
      #expect(host.snapshotHTML().contains("Hello, ada"))
      #expect(host.reports.last!.console.isEmpty, "the app's object is kept across updates")
    }
  }
}

import Testing

@testable import EngineHost
@testable import StateEngine

private struct Counter: View {
  @Binding var count: Int

  var body: some View {
    Button("Count \(count)") { count += 1 }
  }
}

private struct CountingApp: App {
  @State private var count = 0
  @State private var log = "none"
  @Environment(\.scenePhase) private var phase

  var body: some Scene {
    WindowGroup {
      VStack {
        Counter(count: $count)
        Text("log \(log)")
      }
    }
    .onChange(of: count) { old, new in log = "\(old)→\(new)" }
    .onChange(of: phase) { newPhase in log = "phase" }
  }
}

extension Engine {
  /// `Scene.onChange(of:initial:_:)` "adds an action to perform when the given value changes"
  /// (Apple's documentation), as the app's `scenePhase` changes or its own state does; the older
  /// `onChange(of:perform:)` receives the new value. The engine's scene is always `active`, so an
  /// action on the phase never runs.
  @Suite struct SceneOnChange {
    @Test func aScenesActionRunsWhenTheAppsValueChanges() throws {
      let host = ViewHost(CountingApp())
      #expect(host.snapshotHTML().contains(">log none<"))
      try host.tap("Count 0")
      #expect(host.snapshotHTML().contains(">Count 1<"))
      #expect(host.snapshotHTML().contains(">log 0→1<"))
      try host.tap("Count 1")
      #expect(host.snapshotHTML().contains(">log 1→2<"))
    }
  }
}

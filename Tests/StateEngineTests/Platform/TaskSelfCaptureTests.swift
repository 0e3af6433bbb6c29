import Testing

@testable import EngineHost
@testable import StateEngine

/// A model whose task calls its own methods without `self.`, as code written against the
/// standard library's `Task.init` may (its operation is `@_implicitSelfCapture`).
private final class Refresher: ObservableObject {
  @Published var runs = 0
  private var task: Task<Void, Error>?

  func refresh() { runs += 1 }

  func schedule() {
    task?.cancel()
    task = Task {
      try await Task.sleep(nanoseconds: 1_000_000_000)
      refresh()
    }
  }
}

private struct RefresherView: View {
  @StateObject private var refresher = Refresher()

  var body: some View {
    Text("runs \(refresher.runs)")
      .onAppear { refresher.schedule() }
  }
}

extension Engine {
  /// `Task.init(priority:operation:)` "runs the given operation asynchronously as part of a new
  /// top-level task" (Apple's documentation of `Task`); its closure may call the owner's methods
  /// without `self.`, so the engine's own initializers accept the same code.
  @Suite struct TaskSelfCapture {
    @Test func aTaskCallsItsOwnersMethodWithoutSelf() {
      let host = ViewHost(RefresherView())
      #expect(host.snapshotHTML().contains(">runs 0<"))
      host.wait(seconds: 2)
      #expect(host.snapshotHTML().contains(">runs 1<"))
    }
  }
}

import Testing

@testable import EngineHost
@testable import StateEngine

private struct DelayedGreeting: View {
  @State private var message = "Waiting"

  var body: some View {
    VStack {
      Text(message)
      Button("Start") {
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { message = "Done" }
      }
    }
  }
}

private struct MainQueueHop: View {
  @State private var count = 0

  var body: some View {
    Button("Count \(count)") {
      DispatchQueue.main.async { count += 1 }
    }
  }
}

private struct Loader: View {
  @State private var status = "Loading"

  var body: some View {
    Text(status)
      .task {
        do {
          try await Task.sleep(nanoseconds: 2_000_000_000)
          status = "Loaded"
        } catch {
          print("cancelled")
        }
      }
  }
}

private struct LoaderHost: View {
  @State private var showsLoader = true

  var body: some View {
    VStack {
      if showsLoader { Loader() }
      Button("Hide") { showsLoader = false }
    }
  }
}

private struct Stepper: View {
  @State private var log: [String] = []

  var body: some View {
    VStack {
      Text(log.joined(separator: ","))
      Button("Run") {
        Task {
          log.append("start")
          try? await Task.sleep(for: .milliseconds(500))
          log.append("half")
          try? await Task.sleep(for: .seconds(1))
          log.append("end")
        }
      }
    }
  }
}

private struct Animated: View {
  @State private var isOn = false

  var body: some View {
    Button(isOn ? "On" : "Off") {
      withAnimation(.easeInOut) { isOn.toggle() }
    }
  }
}

extension Engine {
  @Suite struct Time {
    /// "Schedules a work item for execution at the specified time" (Apple's documentation of
    /// `asyncAfter`): nothing changes before the deadline, the write lands once a second has passed.
    @Test func asyncAfterWritesOnceTheClockReachesTheDeadline() throws {
      let host = ViewHost(DelayedGreeting())
      try host.tap("Start")
      #expect(host.snapshotHTML().contains("Waiting"))
      host.wait(seconds: 0.5)
      #expect(host.snapshotHTML().contains("Waiting"))
      host.wait(seconds: 0.5)
      #expect(host.snapshotHTML().contains("Done"))
      #expect(
        host.reports.map(\.step) == ["first render", "tap \"Start\"", "wait 500ms", "wait 500ms"])
      #expect(bodyNames(host.reports[3]) == ["DelayedGreeting"])
    }

    /// Main-queue work runs before the next event, as the main run loop drains the queue.
    @Test func mainQueueWorkRunsWithinTheStep() throws {
      let host = ViewHost(MainQueueHop())
      try host.tap("Count 0")
      #expect(host.snapshotHTML().contains("Count 1"))
    }

    /// "Adds an asynchronous task to perform before this view appears"; "SwiftUI will automatically
    /// cancel the task at some point after the view disappears" (Apple's documentation of `task`).
    @Test func taskStartsOnAppearAndIsCancelledOnDisappear() throws {
      let host = ViewHost(LoaderHost())
      host.wait(seconds: 2)
      #expect(host.snapshotHTML().contains("Loaded"))

      let second = ViewHost(LoaderHost())
      second.wait(seconds: 1)
      try second.tap("Hide")
      #expect(second.reports.last?.console == ["cancelled"])
    }

    @Test func taskSleepsOnTheVirtualClock() throws {
      let host = ViewHost(Stepper())
      try host.tap("Run")
      #expect(host.snapshotHTML().contains(">start<"))
      host.wait(seconds: 0.5)
      #expect(host.snapshotHTML().contains(">start,half<"))
      host.wait(seconds: 1)
      #expect(host.snapshotHTML().contains(">start,half,end<"))
    }

    @Test func withAnimationAppliesAtOnce() throws {
      let host = ViewHost(Animated())
      try host.tap("Off")
      #expect(host.snapshotHTML().contains(">On<"))
    }
  }
}

private struct Search: View {
  @State private var query = "a"
  @State private var result = ""

  var body: some View {
    VStack {
      Text("Result \(result)")
      Button("Query b") { query = "b" }
    }
    .task(id: query) {
      do {
        try await Task.sleep(for: .seconds(1))
        result = query
      } catch {
        print("cancelled \(query)")
      }
    }
  }
}

extension Engine.Time {
  /// "When the id value changes, SwiftUI cancels and restarts the task" (Apple's documentation of
  /// `task(id:priority:_:)`).
  @Test func aTaskWithAnIDRestartsWhenTheIDChanges() throws {
    let host = ViewHost(Search())
    host.wait(seconds: 0.5)
    try host.tap("Query b")
    #expect(host.reports.last?.console == ["cancelled b"])
    host.wait(seconds: 0.5)
    #expect(host.snapshotHTML().contains(">Result </p>"))
    host.wait(seconds: 0.5)
    #expect(host.snapshotHTML().contains(">Result b</p>"))
  }
}

private final class Ticker: ObservableObject {
  @Published var ticks = 0
  private var token: AnyCancellable?

  init() {
    token = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
      .sink { [weak self] _ in self?.ticks += 1 }
  }
}

private struct TickerView: View {
  @StateObject private var ticker = Ticker()

  var body: some View {
    Text("Ticks \(ticker.ticks)")
  }
}

extension Engine.Time {
  /// A run mounted after another (the explorer replays each path on a fresh mount) keeps its own
  /// timers when the earlier run's subscriptions are released later: however late the old host
  /// goes, it cancels nothing of the new one.
  @Test func anEarlierRunReleasedLaterCancelsNothingOfTheNext() {
    var old: ViewHost? = ViewHost(TickerView())
    let new = ViewHost(TickerView())
    old = nil
    #expect(old == nil)
    new.wait(seconds: 2)
    #expect(new.snapshotHTML().contains(">Ticks 2<"))
  }
}

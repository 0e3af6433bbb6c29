import Observation
import Testing

@testable import EngineHost
@testable import StateEngine

@Observable private final class Counter: Hashable {
  var taps = 0

  static func == (lhs: Counter, rhs: Counter) -> Bool { lhs === rhs }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

private struct Counters: View {
  @State private var counter = Counter()

  var body: some View {
    NavigationStack {
      NavigationLink("Open", value: counter)
        .navigationDestination(for: Counter.self) { counter in
          Button("Tap") { counter.taps += 1 }
          Text("\(counter.taps) taps")
        }
    }
  }
}

extension Engine {
  /// `navigationDestination(for:destination:)`'s closure builds "the view to display" for a
  /// presented value (Apple's documentation); SwiftUI runs it as a view's body, so an observable
  /// object's property it reads updates the destination, as in any body.
  @Suite struct ValueDestinations {
    @Test func whatADestinationClosureReadsUpdatesIt() throws {
      let host = ViewHost(Counters())
      try host.open("Open")
      #expect(host.snapshotHTML().contains(">0 taps<"))
      try host.tap("Tap")
      #expect(host.snapshotHTML().contains(">1 taps<"))
      #expect(host.reports.last?.bodies.map(\.view) == [], "the wrapper is no view of the note's")
      let marked = ViewHost(Counters(), marksViews: true)
      try marked.open("Open")
      #expect(!marked.snapshotHTML().contains("ValueDestination"))
    }
  }
}

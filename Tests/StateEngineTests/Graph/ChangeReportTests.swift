import EngineInterface
import Observation
import Testing

@testable import EngineHost
@testable import StateEngine

@Observable
private final class Meter {
  var level = 1

  init() {
    // Read while the parent's body builds the child: the parent's body now depends on it.
    _ = level
  }
}

private struct Gauge: View {
  @State var meter = Meter()

  var body: some View {
    let _ = Self._printChanges()
    Button("Raise") { meter.level += 1 }
    Text("level \(meter.level)")
  }
}

private struct Panel: View {
  var body: some View {
    let _ = Self._printChanges()
    Gauge()
  }
}

extension Engine {
  /// `_printChanges()` names what made the body run: "@self" when the view value changed,
  /// "@identity" for a new view, the names of changed dynamic properties (Apple's documentation of
  /// `View._printChanges()`), and "@dependencies" for an observed value; the observation triggers
  /// come first (DanceUI's `changedBodyProperties`, which appends them before the meta
  /// properties), as a device prints "ChildView: @dependencies, @self changed.".
  @Suite struct ChangeReports {
    @Test func aFreshObjectForAChildsStateIsAChangedViewListedAfterItsDependencies() throws {
      let host = ViewHost(Panel())
      #expect(
        host.reports.last?.console == [
          "Panel: @self, @identity changed.", "Gauge: @self, @identity, _meter changed.",
        ])
      try host.tap("Raise")
      // The parent read the first meter's level while it made it: it runs again, makes a second
      // meter (thrown away: the state keeps the first), and the child's new value holds it.
      #expect(
        host.reports.last?.console == [
          "Panel: @dependencies changed.", "Gauge: @dependencies, @self changed.",
        ])
      try host.tap("Raise")
      #expect(host.reports.last?.console == ["Gauge: @dependencies changed."])
      #expect(host.snapshotHTML().contains(">level 3<"))
    }
  }
}

import EngineInterface
import Testing

@testable import EngineHost
@testable import StateEngine

private struct LateReply: View {
  @State private var reply = "Asking…"

  var body: some View {
    VStack {
      Text(reply)
      Button("Ask") {
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { reply = "Answered" }
      }
    }
  }
}

private struct InfoSheet: View {
  @State private var showsInfo = false

  var body: some View {
    Button("Info") { showsInfo = true }
      .sheet(isPresented: $showsInfo) { Text("About this app") }
  }
}

private struct LockedSheet: View {
  @State private var showsForm = true

  var body: some View {
    Text("Behind")
      .sheet(isPresented: $showsForm) {
        Text("Fill me in").interactiveDismissDisabled()
      }
  }
}

private struct SavedAlert: View {
  @State private var showsAlert = true

  var body: some View {
    Text("Saved")
      .alert("Done", isPresented: $showsAlert) { Button("OK") {} }
  }
}

private struct Groceries: View {
  @State private var items = ["Milk", "Eggs"]

  var body: some View {
    List {
      ForEach(items, id: \.self) { item in Text(item) }
        .onDelete { offsets in items.remove(atOffsets: offsets) }
    }
  }
}

private struct LongList: View {
  var body: some View {
    List(1...200, id: \.self) { number in Text("Row \(number)") }
  }
}

extension Engine {
  /// What a reader does in Explore without using a control (scenario steps `wait`, `dismiss`,
  /// `swipe to delete`, `scroll to`), explored like taps: the engine performs each as the
  /// scenario step of the same name does (Apple's documentation of `asyncAfter`, `sheet`,
  /// `interactiveDismissDisabled`, `alert(_:isPresented:actions:)`, `onDelete(perform:)` and `List`).
  @Suite struct ExploringWithoutControls {
    private func explore<Root: View>(
      _ makeRoot: @escaping () -> Root, scenario: [UserAction] = []
    ) -> ExplorationReport {
      Explorer(makeHost: { ViewHost(makeRoot()) }, scenario: scenario).explore()
    }

    @Test func waitingIsOfferedWhileWorkIsPendingAndReachesTheDelayedUpdate() throws {
      let report = explore { LateReply() }
      #expect(
        !report.edges.contains { $0.from == 0 && $0.action.kind == ExploredAction.wait },
        "nothing is pending before Ask")
      let ask = try #require(report.edges.first { $0.from == 0 && $0.action.label == "Ask" })
      let wait = try #require(
        report.edges.first { $0.from == ask.to && $0.action.kind == ExploredAction.wait })
      #expect(wait.action.text == "1s", "a second when the scenario waited for none")
      #expect(report.states[wait.to].contains("Answered"))
    }

    @Test func theScenarioWaitsAreTheWaitsExplored() throws {
      let report = explore({ LateReply() }, scenario: [.tap("Ask", in: nil), .wait(seconds: 2)])
      let waits = report.edges.filter { $0.action.kind == ExploredAction.wait }
      #expect(waits.first?.from == 1 && waits.first?.to == 2, "the scenario's own step")
      #expect(Set(waits.map(\.action.text)) == ["2s"])
      #expect(report.states[2].contains("Answered"))
    }

    @Test func aSheetIsDismissedBackToTheScreenBelow() throws {
      let report = explore { InfoSheet() }
      let open = try #require(report.edges.first { $0.from == 0 && $0.action.label == "Info" })
      #expect(report.states[open.to].contains("About this app"))
      let dismiss = try #require(
        report.edges.first { $0.from == open.to && $0.action.kind == ExploredAction.dismiss })
      #expect(dismiss.to == 0)
    }

    @Test func aSheetThatRefusesToBeSwipedAwayOffersNoDismissal() {
      let report = explore { LockedSheet() }
      #expect(!report.edges.contains { $0.action.kind == ExploredAction.dismiss })
    }

    @Test func anAlertClosesOnlyThroughItsButtons() {
      let report = explore { SavedAlert() }
      #expect(report.edges.map(\.action.kind) == ["button"])
    }

    @Test func eachRowIsSwipedAway() throws {
      let report = explore { Groceries() }
      let swipes = report.edges.filter { $0.from == 0 }
      #expect(
        swipes.map(\.action.kind) == [ExploredAction.swipeToDelete, ExploredAction.swipeToDelete])
      #expect(swipes.map(\.action.label) == ["Milk", "Eggs"])
      let withoutMilk = report.states[swipes[0].to]
      #expect(!withoutMilk.contains("Milk") && withoutMilk.contains("Eggs"))
    }

    @Test func listsAreScrolledToWhatTheScenarioScrolledTo() throws {
      let report = explore({ LongList() }, scenario: [.scroll(to: "Row 150")])
      let scroll = try #require(report.edges.first)
      #expect(
        scroll.action
          == ExploredAction(kind: ExploredAction.scroll, label: "Row 150", occurrence: 1))
      #expect(!report.states[0].contains("Row 150"))
      #expect(report.states[scroll.to].contains("Row 150"))
      #expect(
        !explore { LongList() }.edges.contains { $0.action.kind == ExploredAction.scroll },
        "no scroll without a text to scroll to")
    }

    @Test func waitDurationsReadBackAsTheyAreWritten() {
      for seconds in [2, 0.3, 1.25] {
        #expect(WaitDuration.seconds(in: WaitDuration.describe(seconds)) == seconds)
      }
      #expect(WaitDuration.seconds(in: "soon") == nil)
    }
  }
}

import Testing

@testable import EngineHost
@testable import StateEngine

/// Plain data, so without `.equatable()` SwiftUI compares it byte by byte and `taps` counts.
private struct ScoreRow: View, Equatable {
  let score: Int
  let taps: Int

  static func == (lhs: ScoreRow, rhs: ScoreRow) -> Bool { lhs.score == rhs.score }

  var body: some View {
    Self._printChanges()
    return Text("Score \(score), taps \(taps)")
  }
}

private struct Scoreboard: View {
  @State private var score = 0
  @State private var taps = 0

  var body: some View {
    VStack {
      ScoreRow(score: score, taps: taps)
      ScoreRow(score: score, taps: taps).equatable()
      Button("Tap") { taps += 1 }
      Button("Score") { score += 1 }
    }
  }
}

/// Holds a closure that captures, which never compares equal field by field.
private struct ActionRow: View, Equatable {
  let title: String
  let action: () -> Void

  static func == (lhs: ActionRow, rhs: ActionRow) -> Bool { lhs.title == rhs.title }

  var body: some View {
    Button(title, action: action)
  }
}

private struct Actions: View {
  @State private var count = 0

  var body: some View {
    VStack {
      Text("Count \(count)")
      EquatableView(content: ActionRow(title: "Add") { count += 1 })
    }
  }
}

/// Its own state re-runs it whatever `==` says.
private struct Counter: View, Equatable {
  @State private var value = 0

  static func == (lhs: Counter, rhs: Counter) -> Bool { true }

  var body: some View {
    Button("Value \(value)") { value += 1 }
  }
}

private struct CounterHolder: View {
  var body: some View {
    Counter().equatable()
  }
}

extension Engine {
  /// Apple's documentation of `EquatableView`: "A view type that compares itself against its
  /// previous value and prevents its child updating if its new value is the same as its old
  /// value"; `equatable()` "prevents the view from updating its child view when its new value is
  /// the same as its old value".
  @Suite struct EquatableViews {
    /// SwiftUI compares a plain-data view's bytes, not its `==` (`design/engine.md`, "Input
    /// comparison": `EquatableView` forces `==`); wrapped, the `==` that ignores `taps` decides,
    /// and the wrapped row keeps showing its old value.
    @Test func equalByItsOwnEqualsSkipsTheBodyThoughAFieldChanged() throws {
      let host = ViewHost(Scoreboard())
      try host.tap("Tap")
      let step = host.reports[1]
      #expect(step.bodies.map(\.path) == ["Scoreboard", "Scoreboard/VStack/ScoreRow"])
      #expect(step.bodies.count == 2)
      #expect(step.console == ["ScoreRow: @self changed."])
      #expect(step.snapshot.contains("Score 0, taps 1"))
      #expect(step.snapshot.contains("Score 0, taps 0"))
    }

    /// When `==` says the value changed, the wrapped body runs as any changed view does.
    @Test func unequalByItsOwnEqualsRunsTheBody() throws {
      let host = ViewHost(Scoreboard())
      try host.tap("Score")
      #expect(bodyNames(host.reports[1]) == ["Scoreboard", "ScoreRow", "ScoreRow"])
      #expect(host.reports[1].console == ["ScoreRow: @self changed.", "ScoreRow: @self changed."])
    }

    /// A capturing closure makes a view differ at every parent run; `==` can leave it out.
    @Test func aClosureLeftOutOfEqualsDoesNotRerunTheBody() throws {
      let host = ViewHost(Actions())
      try host.tap("Add")
      #expect(bodyNames(host.reports[1]) == ["Actions"])
      #expect(host.reports[1].snapshot.contains("Count 1"))
      try host.tap("Add")
      #expect(host.reports[2].snapshot.contains("Count 2"))
    }

    /// `==` compares inputs from the parent; the view's own `@State` still re-runs it.
    @Test func ownStateRerunsTheBodyWhateverEqualsSays() throws {
      let host = ViewHost(CounterHolder())
      try host.tap("Value 0")
      #expect(bodyNames(host.reports[1]) == ["Counter"])
      #expect(host.reports[1].snapshot.contains("Value 1"))
    }

    /// SwiftUI's type name, and the wrapper adds no name to identity paths.
    @Test func printsAsEquatableViewOfItsContent() {
      #expect(
        String(describing: type(of: ScoreRow(score: 0, taps: 0).equatable()))
          == "EquatableView<ScoreRow>")
      let host = ViewHost(CounterHolder())
      #expect(host.reports[0].bodies.map(\.path) == ["CounterHolder", "CounterHolder/Counter"])
    }
  }
}

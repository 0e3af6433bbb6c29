import Testing

@testable import EngineHost
@testable import StateEngine

private struct Scaled: View {
  @State private var small = false

  var body: some View {
    VStack {
      Text(small ? "small" : "large")
        .transaction { transaction in
          transaction.animation = .linear
        }
      Text(small ? "short" : "tall")
      Button("Shrink") {
        var transaction = Transaction(animation: .easeIn)
        transaction.disablesAnimations = true
        withTransaction(transaction) { small.toggle() }
      }
    }
  }
}

/// iOS 17's `transaction(value:_:)`: the transform applies when `count` changed, not `note`.
private struct Tally: View {
  @State private var count = 0
  @State private var note = 0

  var body: some View {
    VStack {
      Text("Count \(count) note \(note)")
        .transaction(value: count) { $0.animation = .linear }
      Button("Count") { count += 1 }
      Button("Note") { note += 1 }
    }
  }
}

extension Engine {
  /// `withTransaction(_:_:)` "executes a closure with the specified transaction"; a `Transaction`
  /// carries its `animation` and `disablesAnimations`; `transaction(_:)` "applies the given
  /// transaction mutation function to all animations used within the view" (Apple's documentation
  /// of each). Changes are applied at once and recorded with the animation they were made with.
  @Suite struct Transactions {
    @Test func aValuesTransformAppliesOnlyWhenTheValueChanged() throws {
      let host = ViewHost(Tally())
      try host.tap("Count")
      #expect(
        host.snapshotHTML().contains(
          "data-animation=\"linear\"><p class=\"ui-text\">Count 1 note 0</p>"))
      try host.tap("Note")
      let html = host.snapshotHTML()
      #expect(html.contains("Count 1 note 1") && !html.contains("linear"))
    }

    @Test func aTransactionsTransformDecidesTheAnimationBelowIt() throws {
      let host = ViewHost(Scaled())
      try host.tap("Shrink")
      let html = host.snapshotHTML()
      #expect(html.contains("data-animation=\"linear\"><p class=\"ui-text\">small</p>"))
      // Outside the modifier the closure's transaction disables animations: drawn at once.
      #expect(html.contains("<p class=\"ui-text\">short</p>"))
      #expect(!html.contains("data-animation=\"linear\"><p class=\"ui-text\">short"))
      #expect(!html.contains("easeIn"))
    }

    @Test func aTransactionKeepsItsValues() {
      var transaction = Transaction(animation: .easeIn)
      #expect(transaction.animation == .easeIn)
      #expect(!transaction.disablesAnimations)
      transaction.animation = nil
      #expect(transaction.animation == nil)
    }
  }
}

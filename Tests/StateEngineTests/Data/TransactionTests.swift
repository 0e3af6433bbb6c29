import Testing

@testable import EngineHost
@testable import StateEngine

private struct Scaled: View {
  @State private var small = false
  @State private var log = ""

  var body: some View {
    VStack {
      Text(small ? "small" : "large")
        .transaction { transaction in
          transaction.animation = .linear
          log = "transaction"
        }
      Button("Shrink") {
        var transaction = Transaction(animation: .linear)
        transaction.disablesAnimations = true
        withTransaction(transaction) { small.toggle() }
      }
      Text("log \(log)")
    }
  }
}

extension Engine {
  /// `withTransaction(_:_:)` "executes a closure with the specified transaction"; a `Transaction`
  /// carries its `animation` and `disablesAnimations` (Apple's documentation of each). Changes are
  /// applied at once, so the closure's change is on the screen when the step is done; the
  /// `transaction(_:)` modifier's transform is never called, as transactions have no effect here.
  @Suite struct Transactions {
    @Test func aChangeInATransactionIsAppliedAtOnce() throws {
      let host = ViewHost(Scaled())
      try host.tap("Shrink")
      let html = host.snapshotHTML()
      #expect(html.contains(">small<"))
      #expect(html.contains(">log <"))
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

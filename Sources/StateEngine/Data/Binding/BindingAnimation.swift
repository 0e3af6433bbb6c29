extension Binding {
  /// A binding whose writes are animated, as if each were made inside `withAnimation`.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    transaction(Transaction(animation: animation))
  }

  /// A binding whose writes are made with `transaction`.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    Binding(location: TransactionLocation(base: location, transaction: transaction))
  }
}

/// The place a binding writes, with the transaction its writes carry: the same place as the one
/// it wraps, so a child given it is not told its input changed.
private final class TransactionLocation<Value>: Location<Value> {
  let base: Location<Value>
  let transaction: Transaction

  init(base: Location<Value>, transaction: Transaction) {
    self.base = base
    self.transaction = transaction
  }

  override func get() -> Value { base.get() }
  override func peek() -> Value { base.peek() }
  override func set(_ value: Value) { withTransaction(transaction) { base.set(value) } }
  override func isSame(as other: Location<Value>) -> Bool {
    (other as? TransactionLocation<Value>).map { $0.base.isSame(as: base) } ?? false
  }
}

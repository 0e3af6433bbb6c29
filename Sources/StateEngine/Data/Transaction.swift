/// The context of an update: the animation its changes are drawn with. `withAnimation` and
/// `withTransaction` set it for the state writes of their closure; `.animation(_:value:)` sets it
/// for the changes below it when its value changes.
public struct Transaction {
  public var animation: Animation?
  public var disablesAnimations = false
  /// Whether the change is continuous (a gesture's); kept, like the rest.
  public var isContinuous = false
  /// The values of the note's own keys (`TransactionKey`).
  var values: [ObjectIdentifier: Any] = [:]

  public init() {}

  public init(animation: Animation?) {
    self.animation = animation
  }

  /// The transaction of the closure running now, read by the state writes it makes. Examples run
  /// on one thread.
  nonisolated(unsafe) static var current: Transaction?
}

/// Runs `body` with `transaction` as the context of the state writes it makes.
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  let outer = Transaction.current
  Transaction.current = transaction
  defer { Transaction.current = outer }
  return try body()
}

extension View {
  /// Changes the transaction of the updates below this view: its animation, for the changes drawn
  /// there.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    modifier(_TransactionModifier(scope: .transforming(transform)))
  }

  /// iOS 17: the transform applies only to the updates in which `value` changed.
  public func transaction<V: Equatable>(
    value: V, _ transform: @escaping (inout Transaction) -> Void
  ) -> some View {
    modifier(_TransactionModifier(scope: .transforming(transform, onChangeOf: value)))
  }
}

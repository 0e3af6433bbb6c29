/// The context of a state change: the animation it runs with, and whether animations are off
/// ("The context of the current state-processing update", Apple's documentation of `Transaction`).
/// Animations are not modelled, so a transaction's values are kept and have no effect.
public struct Transaction {
  public var animation: Animation?
  public var disablesAnimations = false
  /// Whether the change is continuous (a gesture's); kept, like the rest.
  public var isContinuous = false

  public init() {}

  public init(animation: Animation?) {
    self.animation = animation
  }
}

/// Runs `body` as a change made in `transaction` ("Executes a closure with the specified
/// transaction and returns the result", Apple's documentation): applied at once, as every change is.
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}

extension View {
  /// Changes the transaction of the updates below this view; the engine's transactions have no
  /// effect, so the transform is accepted and never called.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    accepted("transaction")
  }
}

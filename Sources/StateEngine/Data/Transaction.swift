/// The context of a state change. Animations are not modelled, so a transaction carries no effect.
public struct Transaction {
  public var disablesAnimations = false

  public init() {}
}

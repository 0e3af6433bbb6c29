/// Two gestures of which only one is recognised, the first preferred. The host performs one
/// gesture at a time, so the pair type-checks and is never performed.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
  public var first: First
  public var second: Second

  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// The value of whichever gesture was recognised.
  public enum Value {
    case first(First.Value)
    case second(Second.Value)
  }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }
}

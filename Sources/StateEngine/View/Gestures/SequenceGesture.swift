/// A gesture that starts when a first one ends. The host performs one gesture at a time, so a
/// sequence type-checks and is never performed.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
  public var first: First
  public var second: Second

  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// The first gesture going on, or the first ended and the second going on.
  public enum Value {
    case first(First.Value)
    case second(First.Value, Second.Value?)
  }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }
}

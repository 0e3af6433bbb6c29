/// Two gestures recognised at the same time. The host performs one gesture at a time, so a
/// combined gesture type-checks and is never performed.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
  public var first: First
  public var second: Second

  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// The values of both gestures, each there while its gesture goes on.
  public struct Value {
    public var first: First.Value?
    public var second: Second.Value?
  }
}

extension SimultaneousGesture.Value: Equatable
where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
  public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other>
  {
    SimultaneousGesture(self, other)
  }
}

/// Two gestures recognised at the same time. The host performs one of them at a time (a `pinch`
/// of a magnification, a `rotate` of a rotation): its own callbacks run, and the combined
/// gesture's with that gesture's value, the other's nil.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, RecognizedGesture {
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

extension SimultaneousGesture {
  var recognizer: GestureRecognizer {
    var first = GestureRecognizer.of(self.first)
    let firstValue = first.transform
    first.combined = { Value(first: firstValue($0) as? First.Value, second: nil) }
    var second = GestureRecognizer.of(self.second)
    let secondValue = second.transform
    second.combined = { Value(first: nil, second: secondValue($0) as? Second.Value) }
    var recognizer = GestureRecognizer(kind: .simultaneous)
    recognizer.parts = [first, second]
    return recognizer
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

/// Two gestures of which only one is recognised, the first preferred ("A gesture that consists of
/// two gestures where only one of them can succeed", Apple's documentation of
/// `ExclusiveGesture`). The host performs one part at a time: its callbacks run, and the
/// exclusive gesture's with that part's value.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, RecognizedGesture {
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

  var recognizer: GestureRecognizer {
    var first = GestureRecognizer.of(self.first)
    let firstValue = first.transform
    first.combined = { Value.first(firstValue($0) as! First.Value) }
    var second = GestureRecognizer.of(self.second)
    let secondValue = second.transform
    second.combined = { Value.second(secondValue($0) as! Second.Value) }
    var recognizer = GestureRecognizer(kind: .exclusive)
    recognizer.parts = [first, second]
    return recognizer
  }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
  public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
    ExclusiveGesture(self, other)
  }
}

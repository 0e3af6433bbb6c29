/// A gesture that starts when a first one ends ("A gesture that's a sequence of two gestures",
/// Apple's documentation of `SequenceGesture`). The host performs the first part alone (a `long
/// press` of a long press sequenced before a drag), or the first whole and then the second (a
/// `drag`): the sequence's value goes from `.first` to `.second(first, nil)`, then `.second` with
/// each of the second's values.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, RecognizedGesture {
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

  var recognizer: GestureRecognizer {
    var first = GestureRecognizer.of(self.first)
    let firstValue = first.transform
    first.combined = { Value.first(firstValue($0) as! First.Value) }
    var second = GestureRecognizer.of(self.second)
    let secondValue = second.transform
    second.combined = { pair in
      let (ended, value) = pair as! (Any, Any?)
      return Value.second(
        firstValue(ended) as! First.Value, value.map { secondValue($0) as! Second.Value })
    }
    var recognizer = GestureRecognizer(kind: .sequence)
    recognizer.parts = [first, second]
    return recognizer
  }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}

extension Gesture {
  public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
    SequenceGesture(self, other)
  }
}

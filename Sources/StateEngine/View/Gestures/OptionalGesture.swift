/// An optional gesture is a gesture (SwiftUI's `Optional: Gesture where Wrapped: Gesture`), so a view
/// attaches one conditionally: `.gesture(isEnabled ? drag : nil)`. Nil is a gesture nobody performs.
extension Optional: Gesture where Wrapped: Gesture {
  public typealias Value = Wrapped.Value
}

extension Optional: RecognizedGesture where Wrapped: Gesture {
  var recognizer: GestureRecognizer {
    map(GestureRecognizer.of) ?? GestureRecognizer(kind: .unrecognized)
  }
}

/// A gesture with its type erased; the host performs it as the gesture it wraps.
public struct AnyGesture<Value>: Gesture, RecognizedGesture {
  let recognizer: GestureRecognizer

  public init<T: Gesture>(_ gesture: T) where T.Value == Value {
    recognizer = GestureRecognizer.of(gesture)
  }
}

/// A gesture whose values are another gesture's, transformed ("Returns a gesture that's the result
/// of mapping the given closure over the gesture", Apple's documentation of `Gesture.map(_:)`).
/// Performed as the gesture it maps; the callbacks attached after it receive the mapped values.
public struct _MapGesture<Content: Gesture, Value>: Gesture, RecognizedGesture {
  let content: Content
  let body: (Content.Value) -> Value

  var recognizer: GestureRecognizer {
    var recognizer = GestureRecognizer.of(content)
    let inner = recognizer.transform
    let body = body
    recognizer.transform = { body(inner($0) as! Content.Value) }
    return recognizer
  }
}

extension Gesture {
  public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
    _MapGesture(content: self, body: body)
  }
}

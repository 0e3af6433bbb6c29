/// A pinch; accepted so notes type-check. The engine has no pinch action, so it is never performed.
public struct MagnificationGesture: Gesture, RecognizedGesture {
  public typealias Value = CGFloat
  public var minimumScaleDelta: CGFloat

  public init(minimumScaleDelta: CGFloat = 0.01) {
    self.minimumScaleDelta = minimumScaleDelta
  }

  var recognizer: GestureRecognizer { GestureRecognizer(kind: .magnification) }
}

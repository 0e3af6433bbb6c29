/// A two-finger rotation; accepted so notes type-check. The engine has no rotation action, so it is
/// never performed.
public struct RotationGesture: Gesture, RecognizedGesture {
  public typealias Value = Angle
  public var minimumAngleDelta: Angle

  public init(minimumAngleDelta: Angle = .degrees(1)) {
    self.minimumAngleDelta = minimumAngleDelta
  }

  var recognizer: GestureRecognizer { GestureRecognizer(kind: .rotation) }
}

import Foundation

/// The iOS 17 two-finger rotation, whose value says how far it turned and where it started ("A
/// gesture that recognizes a rotation motion and tracks the angle of the rotation", Apple's
/// documentation). Accepted so notes type-check: the engine has no rotation action, so it is never
/// performed.
public struct RotateGesture: Gesture, RecognizedGesture {
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var rotation: Angle
    public var velocity: Angle
    public var startAnchor: UnitPoint
    public var startLocation: CGPoint
  }

  public var minimumAngleDelta: Angle

  public init(minimumAngleDelta: Angle = .degrees(1)) {
    self.minimumAngleDelta = minimumAngleDelta
  }

  var recognizer: GestureRecognizer { GestureRecognizer(kind: .rotation) }
}

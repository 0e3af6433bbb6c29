import Foundation

/// The iOS 17 two-finger rotation, whose value says how far it turned and where it started ("A
/// gesture that recognizes a rotation motion and tracks the angle of the rotation", Apple's
/// documentation). The host turns it by degrees (`rotate "Photo" by 45`): halfway, then all the
/// way, then the rotation ends.
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

  var recognizer: GestureRecognizer {
    var recognizer = GestureRecognizer(kind: .rotation)
    let minimum = minimumAngleDelta
    recognizer.values = { degrees in
      Self.angles(by: degrees, minimumAngleDelta: minimum).map { rotation in
        Value(
          time: Date(timeIntervalSince1970: 0), rotation: rotation, velocity: .zero,
          startAnchor: .center, startLocation: .zero)
      }
    }
    return recognizer
  }

  /// The rotations a turn by `degrees` reports, from zero at its start; none when it turns less
  /// than the minimum, as such a turn is never recognised.
  static func angles(by degrees: Double, minimumAngleDelta: Angle) -> [Angle] {
    guard abs(degrees) >= abs(minimumAngleDelta.degrees) else { return [] }
    return GestureRecognizer.halfwayThenAll(from: 0, to: degrees).map { Angle.degrees($0) }
  }
}

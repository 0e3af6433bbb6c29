/// The two-finger rotation before iOS 17, whose value is the angle alone; performed as
/// `RotateGesture`.
public struct RotationGesture: Gesture, RecognizedGesture {
  public typealias Value = Angle
  public var minimumAngleDelta: Angle

  public init(minimumAngleDelta: Angle = .degrees(1)) {
    self.minimumAngleDelta = minimumAngleDelta
  }

  var recognizer: GestureRecognizer {
    var recognizer = GestureRecognizer(kind: .rotation)
    let minimum = minimumAngleDelta
    recognizer.values = { degrees in
      RotateGesture.angles(by: degrees, minimumAngleDelta: minimum).map { $0 as Any }
    }
    return recognizer
  }
}

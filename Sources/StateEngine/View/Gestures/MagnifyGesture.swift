import Foundation

/// The iOS 17 pinch, whose value says how far the pinch went and where it started ("A gesture that
/// recognizes a magnification motion and tracks the amount of magnification", Apple's
/// documentation). Accepted so notes type-check: the engine has no pinch action, so it is never
/// performed.
public struct MagnifyGesture: Gesture, RecognizedGesture {
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var magnification: CGFloat
    public var velocity: CGFloat
    public var startAnchor: UnitPoint
    public var startLocation: CGPoint
  }

  public var minimumScaleDelta: CGFloat

  public init(minimumScaleDelta: CGFloat = 0.01) {
    self.minimumScaleDelta = minimumScaleDelta
  }

  var recognizer: GestureRecognizer { GestureRecognizer(kind: .magnification) }
}

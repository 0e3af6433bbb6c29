import Foundation

/// The iOS 17 pinch, whose value says how far the pinch went and where it started ("A gesture that
/// recognizes a magnification motion and tracks the amount of magnification", Apple's
/// documentation). The host pinches by a scale (`pinch "Photo" by 2`): halfway, then all the way,
/// then the pinch ends, as a drag moves.
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

  var recognizer: GestureRecognizer {
    var recognizer = GestureRecognizer(kind: .magnification)
    let minimum = minimumScaleDelta
    recognizer.values = { scale in
      Self.scales(to: scale, minimumScaleDelta: minimum).map { magnification in
        Value(
          time: Date(timeIntervalSince1970: 0), magnification: magnification, velocity: 0,
          startAnchor: .center, startLocation: .zero)
      }
    }
    return recognizer
  }

  /// The magnifications a pinch to `scale` reports, from 1 at its start; none when it changes the
  /// scale by less than the minimum, as such a pinch is never recognised.
  static func scales(to scale: Double, minimumScaleDelta: CGFloat) -> [CGFloat] {
    guard abs(scale - 1) >= minimumScaleDelta else { return [] }
    return GestureRecognizer.halfwayThenAll(from: 1, to: scale).map { CGFloat($0) }
  }
}

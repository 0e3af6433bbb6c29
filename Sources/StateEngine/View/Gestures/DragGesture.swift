/// A gesture that follows a touch as it moves; the host drags by an offset from the view's origin.
public struct DragGesture: Gesture, RecognizedGesture {
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var location: CGPoint
    public var startLocation: CGPoint
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }
    /// Where the touch would stop if it were released now; the engine's drags stop where they end.
    public var predictedEndLocation: CGPoint { location }
    public var predictedEndTranslation: CGSize { translation }
    public var velocity: CGSize { .zero }
  }

  public var minimumDistance: CGFloat
  /// Where the values' locations are measured from; the engine's drags start at the view's origin
  /// in every space.
  public var coordinateSpace: CoordinateSpace

  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }

  var recognizer: GestureRecognizer {
    var recognizer = GestureRecognizer(kind: .drag)
    let minimumDistance = minimumDistance
    recognizer.dragValues = { DragGesture.values(by: $0, minimumDistance: minimumDistance) }
    return recognizer
  }

  /// The values of a drag by `translation`: halfway, then all the way, from the view's origin;
  /// only those at least `minimumDistance` from it ("the minimum dragging distance before the
  /// gesture succeeds", Apple's documentation of `DragGesture.minimumDistance`), so a shorter drag
  /// has none and its callbacks never run.
  package static func values(by translation: CGSize, minimumDistance: CGFloat = 0) -> [Value] {
    let start = CGPoint.zero
    return [0.5, 1].compactMap { fraction in
      let location = CGPoint(x: translation.width * fraction, y: translation.height * fraction)
      guard (location.x * location.x + location.y * location.y).squareRoot() >= minimumDistance
      else { return nil }
      return Value(time: Date(timeIntervalSince1970: 0), location: location, startLocation: start)
    }
  }
}

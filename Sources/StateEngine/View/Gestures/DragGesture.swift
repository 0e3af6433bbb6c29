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

  var recognizer: GestureRecognizer { GestureRecognizer(kind: .drag) }

  /// The values of a drag by `translation`: halfway, then all the way, from the view's origin.
  package static func values(by translation: CGSize) -> [Value] {
    let start = CGPoint.zero
    return [0.5, 1].map { fraction in
      Value(
        time: Date(timeIntervalSince1970: 0),
        location: CGPoint(x: translation.width * fraction, y: translation.height * fraction),
        startLocation: start)
    }
  }
}

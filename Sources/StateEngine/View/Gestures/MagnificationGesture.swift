/// The pinch before iOS 17, whose value is the magnification alone; performed as `MagnifyGesture`.
public struct MagnificationGesture: Gesture, RecognizedGesture {
  public typealias Value = CGFloat
  public var minimumScaleDelta: CGFloat

  public init(minimumScaleDelta: CGFloat = 0.01) {
    self.minimumScaleDelta = minimumScaleDelta
  }

  var recognizer: GestureRecognizer {
    var recognizer = GestureRecognizer(kind: .magnification)
    let minimum = minimumScaleDelta
    recognizer.values = { scale in
      MagnifyGesture.scales(to: scale, minimumScaleDelta: minimum).map { $0 as Any }
    }
    return recognizer
  }
}

/// A gesture that ends once the touch has lasted `minimumDuration`; its value is whether it did.
public struct LongPressGesture: Gesture, RecognizedGesture {
  public typealias Value = Bool
  public var minimumDuration: Double
  public var maximumDistance: CGFloat

  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }

  var recognizer: GestureRecognizer { GestureRecognizer(kind: .longPress) }
}

extension View {
  /// The press lasts its minimum duration and ends where it began: `pressing` is called with
  /// `true`, then `false`, then `action` runs.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    perform action: @escaping () -> Void, onPressingChanged pressing: ((Bool) -> Void)? = nil
  ) -> some View {
    var recognizer = GestureRecognizer(kind: .longPress)
    if let pressing {
      recognizer.changed.append { _ in pressing(true) }
      recognizer.resets.append { pressing(false) }
    }
    recognizer.ended.append { _ in action() }
    return builtIn(.interaction(.gesture(recognizer)))
  }

  // The older form: a lone trailing closure is the newer form's `perform`.
  @_disfavoredOverload
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    pressing: ((Bool) -> Void)? = nil, perform action: @escaping () -> Void
  ) -> some View {
    onLongPressGesture(
      minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
      onPressingChanged: pressing)
  }
}

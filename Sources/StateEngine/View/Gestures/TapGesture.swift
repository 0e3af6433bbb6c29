/// A gesture that ends after `count` taps; its value is `Void`.
public struct TapGesture: Gesture, RecognizedGesture {
  public typealias Value = Void
  public var count: Int

  public init(count: Int = 1) {
    self.count = count
  }

  var recognizer: GestureRecognizer { GestureRecognizer(kind: .tap(count: count)) }
}

extension View {
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    gesture(TapGesture(count: count).onEnded { action() })
  }
}

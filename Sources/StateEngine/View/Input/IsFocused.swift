private enum FocusReadingKey: EnvironmentKey {
  static var defaultValue: FocusReading? { nil }
}

extension EnvironmentValues {
  /// The `.focused` binding around this view, nearest first.
  var focusReading: FocusReading? {
    get { self[FocusReadingKey.self] }
    set { self[FocusReadingKey.self] = newValue }
  }

  /// Whether the nearest focusable view around this one has focus (iOS 15): true inside a
  /// `.focused` view while its binding names it, false elsewhere. Focus moves only through those
  /// bindings here, so a `focusable()` view without one is never focused.
  public var isFocused: Bool { focusReading?.read() ?? false }
}

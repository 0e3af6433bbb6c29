/// Pixels per point of the screen examples run on (`PhoneScreen`).
private enum DisplayScaleKey: EnvironmentKey {
  static var defaultValue: CGFloat { PhoneScreen.scale }
}

extension EnvironmentValues {
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }
}

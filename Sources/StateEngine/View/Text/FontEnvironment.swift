/// The font the views below read: what the nearest `.font(_:)` above set, nil when none did (text
/// then uses the body style).
private enum FontKey: EnvironmentKey {
  static var defaultValue: Font? { nil }
}

extension EnvironmentValues {
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }
}

/// The reader's accessibility settings, which views read to adapt (Apple's documentation of
/// `EnvironmentValues.accessibilityReduceMotion` and its siblings). The phone the engine stands
/// for has them all off; in SwiftUI they are read-only, set by the system.
private enum ReduceMotionKey: EnvironmentKey { static var defaultValue: Bool { false } }
private enum ReduceTransparencyKey: EnvironmentKey { static var defaultValue: Bool { false } }
private enum DifferentiateWithoutColorKey: EnvironmentKey {
  static var defaultValue: Bool { false }
}
private enum InvertColorsKey: EnvironmentKey { static var defaultValue: Bool { false } }
private enum ShowButtonShapesKey: EnvironmentKey { static var defaultValue: Bool { false } }
private enum VoiceOverKey: EnvironmentKey { static var defaultValue: Bool { false } }
private enum AssistiveTechnologyKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
  public var accessibilityReduceMotion: Bool { self[ReduceMotionKey.self] }
  public var accessibilityReduceTransparency: Bool { self[ReduceTransparencyKey.self] }
  public var accessibilityDifferentiateWithoutColor: Bool {
    self[DifferentiateWithoutColorKey.self]
  }
  public var accessibilityInvertColors: Bool { self[InvertColorsKey.self] }
  public var accessibilityShowButtonShapes: Bool { self[ShowButtonShapesKey.self] }
  public var accessibilityVoiceOverEnabled: Bool { self[VoiceOverKey.self] }
  /// Whether any assistive technology (VoiceOver, Switch Control…) is on.
  public var accessibilityEnabled: Bool { self[AssistiveTechnologyKey.self] }
}

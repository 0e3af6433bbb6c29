/// How large controls draw. The engine draws every control alike, but views below can read the
/// size from the environment.
public enum ControlSize: Hashable, Sendable, CaseIterable {
  case mini, small, regular, large, extraLarge
}

private enum ControlSizeKey: EnvironmentKey {
  static var defaultValue: ControlSize { ControlSize.regular }
}

extension EnvironmentValues {
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }
}

extension View {
  public func controlSize(_ controlSize: ControlSize) -> some View {
    builtIn(.environment { $0.controlSize = controlSize })
  }
}

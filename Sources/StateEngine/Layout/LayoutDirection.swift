/// The direction text and stacks run in. The engine's snapshots are always left to right; views
/// below can read the direction from the environment.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  case leftToRight, rightToLeft
}

private enum LayoutDirectionKey: EnvironmentKey {
  static var defaultValue: LayoutDirection { LayoutDirection.leftToRight }
}

extension EnvironmentValues {
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }
}

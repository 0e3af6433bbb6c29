/// Whether the scene is in front and taking input. Examples run in front, so it is always `active`.
public enum ScenePhase: Comparable, Hashable, Sendable {
  case background, inactive, active
}

private enum ScenePhaseKey: EnvironmentKey {
  static var defaultValue: ScenePhase { ScenePhase.active }
}

extension EnvironmentValues {
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}

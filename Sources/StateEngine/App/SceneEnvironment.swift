/// A scene whose windows' content gets an environment value ("Sets the environment value of the
/// specified key path to the given value", Apple's documentation of `Scene.environment(_:_:)`).
public struct _EnvironmentModifiedScene<Content: Scene, Value>: Scene, PrimitiveScene {
  public typealias Body = Never
  let content: Content
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let value: Value

  var windowContents: [any View] {
    StateEngine.windowContents(of: content).map { setting($0) }
  }

  private func setting(_ window: some View) -> any View {
    window.environment(keyPath, value)
  }
}

extension Scene {
  public func environment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
  ) -> some Scene {
    _EnvironmentModifiedScene(content: self, keyPath: keyPath, value: value)
  }
}

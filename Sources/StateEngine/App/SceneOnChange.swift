/// A scene that performs an action when a value changes ("Adds an action to perform when the given
/// value changes", Apple's documentation of `Scene.onChange(of:initial:_:)`). The engine applies
/// the change to the content of the scene's windows: the app's body gives that content the value
/// each time it runs, so the action runs after the update in which the value changed.
public struct _ChangeModifiedScene<Content: Scene, Value: Equatable>: Scene, PrimitiveScene {
  public typealias Body = Never
  let content: Content
  let value: Value
  let initial: Bool
  let action: (Value, Value) -> Void

  var windowContents: [any View] {
    StateEngine.windowContents(of: content).map { watching($0) }
  }

  private func watching(_ window: some View) -> any View {
    window.onChange(of: value, initial: initial, action)
  }
}

extension Scene {
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some Scene {
    _ChangeModifiedScene(content: self, value: value, initial: initial) { _, _ in action() }
  }

  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> some Scene {
    _ChangeModifiedScene(content: self, value: value, initial: initial, action: action)
  }

  /// The older form: the action receives the new value.
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void)
    -> some Scene
  {
    _ChangeModifiedScene(content: self, value: value, initial: false) { _, new in action(new) }
  }
}

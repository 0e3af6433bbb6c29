/// `transformEnvironment(_:transform:)`: the views below read the value the views above passed
/// down, changed by the closure, where `environment(_:_:)` would replace it.
extension View {
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(
      _EnvironmentKeyTransformModifier<V>(
        transform: transform,
        primitiveValue: .environment { transform(&$0[keyPath: keyPath]) }))
  }
}

extension View {
  /// Sends `value` for the key, in place of what the view's content sends.
  public func preference<Key: PreferenceKey>(key: Key.Type = Key.self, value: Key.Value)
    -> some View
  {
    builtIn(.preference(.writer(PreferenceWriter(key: ObjectIdentifier(key)) { _, _ in value })))
  }

  /// Changes the value the content sends (the key's default when it sends none).
  public func transformPreference<Key: PreferenceKey>(
    _ key: Key.Type = Key.self, _ callback: @escaping (inout Key.Value) -> Void
  ) -> some View {
    builtIn(
      .preference(
        .writer(
          PreferenceWriter(key: ObjectIdentifier(key)) { below, _ in
            var value = below.map { $0 as! Key.Value } ?? Key.defaultValue
            callback(&value)
            return value
          })))
  }

  /// Sends a value made from an anchor of this view's geometry.
  public func anchorPreference<Value, Key: PreferenceKey>(
    key: Key.Type = Key.self, value: Anchor<Value>.Source,
    transform: @escaping (Anchor<Value>) -> Key.Value
  ) -> some View {
    builtIn(
      .preference(
        .writer(
          PreferenceWriter(key: ObjectIdentifier(key)) { _, node in
            transform(value.make(Placement.bounds(of: node)))
          })))
  }

  /// Changes the value the content sends with an anchor of this view's geometry.
  public func transformAnchorPreference<Value, Key: PreferenceKey>(
    key: Key.Type = Key.self, value: Anchor<Value>.Source,
    transform: @escaping (inout Key.Value, Anchor<Value>) -> Void
  ) -> some View {
    builtIn(
      .preference(
        .writer(
          PreferenceWriter(key: ObjectIdentifier(key)) { below, node in
            var combined = below.map { $0 as! Key.Value } ?? Key.defaultValue
            transform(&combined, value.make(Placement.bounds(of: node)))
            return combined
          })))
  }
}

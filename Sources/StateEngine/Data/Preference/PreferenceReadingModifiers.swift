extension View {
  /// Calls `action` after an update in which the value the content sends for the key changed, and
  /// after the first one (OpenSwiftUI's `PreferenceBinder` acts while it has no last value). A
  /// content that sends no value for the key never calls it.
  public func onPreferenceChange<Key: PreferenceKey>(
    _ key: Key.Type = Key.self, perform action: @escaping (Key.Value) -> Void
  ) -> some View where Key.Value: Equatable {
    builtIn(
      .preference(
        .reader(
          PreferenceReader(
            key: AnyPreferenceKey(key), defaultValue: Key.defaultValue,
            use: .action(
              { action($0 as! Key.Value) },
              isEqual: { $0 as! Key.Value == $1 as! Key.Value })))))
  }

  /// Draws a view made from the value the content sends for the key over the content.
  public func overlayPreferenceValue<Key: PreferenceKey, Overlay: View>(
    _ key: Key.Type = Key.self, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (Key.Value) -> Overlay
  ) -> some View {
    builtIn(.preference(.reader(Self.preferenceContent(key, behind: false, transform))))
  }

  /// Draws a view made from the value the content sends for the key behind the content.
  public func backgroundPreferenceValue<Key: PreferenceKey, Background: View>(
    _ key: Key.Type = Key.self, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (Key.Value) -> Background
  ) -> some View {
    builtIn(.preference(.reader(Self.preferenceContent(key, behind: true, transform))))
  }

  private static func preferenceContent<Key: PreferenceKey, Content: View>(
    _ key: Key.Type, behind: Bool, _ transform: @escaping (Key.Value) -> Content
  ) -> PreferenceReader {
    PreferenceReader(
      key: AnyPreferenceKey(key), defaultValue: Key.defaultValue,
      use: .content(
        { Element.build(transform($0 as! Key.Value), slot: ChildSlot.accessory) }, behind: behind))
  }
}

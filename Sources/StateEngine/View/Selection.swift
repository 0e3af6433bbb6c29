/// A selection binding of any Hashable type, as TabView and Picker hold it; read without tracking.
package struct AnySelection {
  let current: () -> AnyHashable
  let select: (AnyHashable) -> Void

  init<Value: Hashable>(_ binding: Binding<Value>) {
    current = { AnyHashable(binding.location.peek()) }
    select = { tag in
      if let value = tag.base as? Value { binding.wrappedValue = value }
    }
  }
}

extension View {
  /// The value a TabView or Picker selection takes when this view is chosen.
  public func tag<V: Hashable>(_ tag: V) -> some View { builtIn(.tag(AnyHashable(tag))) }
}

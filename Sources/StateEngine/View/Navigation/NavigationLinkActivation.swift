/// The links of iOS 13–15 that a binding mirrors (deprecated since iOS 16, still available):
/// `isActive:` is true while the link's destination is pushed, `tag:selection:` holds the tag of the
/// link whose destination is pushed. Tapping the link sets it, going back clears it, and setting it
/// from code pushes or pops the destination.
extension NavigationLink {
  public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.init(target: .boundView(destination, isActive: isActive), label: label())
  }

  public init<V: Hashable>(
    destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination, isActive: selection.isTagged(tag), label: label)
  }

  public init(
    isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination(), isActive: isActive, label: label)
  }

  public init<V: Hashable>(
    tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination(), tag: tag, selection: selection, label: label)
  }
}

extension NavigationLink where Label == Text {
  public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(title) }
  }

  public init<S: StringProtocol, V: Hashable>(
    _ title: S, destination: Destination, tag: V, selection: Binding<V?>
  ) {
    self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
  }
}

extension Binding {
  /// Whether the selection is `tag`: setting true selects it, setting false clears the selection
  /// only while it is still `tag` (another link may have been selected since).
  fileprivate func isTagged<V: Hashable>(_ tag: V) -> Binding<Bool> where Value == V? {
    Binding<Bool>(
      get: { wrappedValue == tag },
      set: { isSelected in
        if isSelected {
          wrappedValue = tag
        } else if wrappedValue == tag {
          wrappedValue = nil
        }
      })
  }
}

/// The links of iOS 13–16 whose binding says whether their destination is pushed: tapping one
/// sets the binding, the binding becoming true pushes the destination, and going back clears it
/// ("a binding to a Boolean value that indicates whether destination is currently presented";
/// "the link presents destination when selection is set to tag", Apple's documentation of
/// `NavigationLink(destination:isActive:label:)` and `NavigationLink(destination:tag:selection:label:)`).
package struct BoundLink {
  let destination: any View
  let isActive: () -> Bool
  let activate: () -> Void
  let deactivate: () -> Void
}

extension NavigationLink {
  public init(
    destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label
  ) {
    let link = BoundLink(
      destination: destination, isActive: { isActive.wrappedValue },
      activate: { isActive.wrappedValue = true }, deactivate: { isActive.wrappedValue = false })
    self.init(target: .bound(link), label: label())
  }

  public init<V: Hashable>(
    destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
  ) {
    let link = BoundLink(
      destination: destination, isActive: { selection.wrappedValue == tag },
      activate: { selection.wrappedValue = tag },
      deactivate: { if selection.wrappedValue == tag { selection.wrappedValue = nil } })
    self.init(target: .bound(link), label: label())
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
  public init<S: StringProtocol>(
    _ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination
  ) {
    self.init(destination: destination(), isActive: isActive) { Text(title) }
  }

  public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
    self.init(destination: destination, isActive: isActive) { Text(title) }
  }

  public init<S: StringProtocol, V: Hashable>(
    _ title: S, destination: Destination, tag: V, selection: Binding<V?>
  ) {
    self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
  }
}

extension Graph {
  /// A bound link pushes its destination while its binding says so; the link's node, not its
  /// parent, follows the binding.
  func followBinding(of link: Node, _ bound: BoundLink) {
    followShownDestination(
      of: link, isShown: bound.isActive, destination: bound.destination,
      onPop: bound.deactivate)
  }
}

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
  /// A bound link pushes its destination on the stack around it while its binding says so, and
  /// pops it (with whatever was pushed over it) when the binding stops saying so. Reading the
  /// binding here makes the link's node, not its parent, follow it.
  func followBinding(of link: Node, _ bound: BoundLink) {
    link.generation += 1
    let isActive = Tracking.evaluating(link) { bound.isActive() }
    guard let container = link.navigationContainer else { return }
    let index = container.pushed.firstIndex { $0.link === link }
    switch (isActive, index) {
    case (true, nil):
      container.pushed.append(
        PushedDestination(link: link, destination: bound.destination, onPop: bound.deactivate))
    case (false, let index?):
      container.pushed.removeLast(container.pushed.count - index)
    default:
      return
    }
    container.markDirty()
  }
}

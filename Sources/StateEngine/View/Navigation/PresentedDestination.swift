/// A destination pushed while a binding is true: `navigationDestination(isPresented:destination:)`
/// and `navigationDestination(item:destination:)`. Setting the binding pushes the destination on
/// the nearest stack, clearing it pops the destination (and anything pushed over it), and going
/// back clears it (the binding tells "whether destination is currently presented", Apple's
/// documentation of `navigationDestination(isPresented:destination:)`).
struct PresentedDestination: AttachedWork {
  let isPresented: Binding<Bool>
  let destination: any View

  /// Following the binding is the render's work (`Graph.followPresentation`); the node's start
  /// and later versions need nothing more.
  func start(on node: Node) {}
  func update(on node: Node) {}

  /// A view that declares a destination and goes takes its destination with it.
  func stop(on node: Node) {
    guard let container = node.navigationContainer,
      let index = container.pushed.firstIndex(where: { $0.link === node })
    else { return }
    container.pushed.removeLast(container.pushed.count - index)
    container.markDirty()
  }
}

extension Node {
  /// The stack a destination declared here is pushed on.
  var navigationContainer: Node? {
    var current = parent
    while let node = current {
      if case .navigationContainer? = node.primitive { return node }
      current = node.parent
    }
    return nil
  }
}

extension Graph {
  /// Pushes or pops the node's destination to match its binding, which the node reads, so a write
  /// to it renders the node again.
  func followPresentation(_ node: Node, _ presented: PresentedDestination) {
    node.generation += 1
    let isPresented = Tracking.evaluating(node) { presented.isPresented.wrappedValue }
    guard let container = node.navigationContainer else { return }
    let index = container.pushed.firstIndex { $0.link === node }
    if isPresented && index == nil {
      let binding = presented.isPresented
      container.pushed.append(
        PushedDestination(
          link: node, destination: presented.destination,
          onPop: { binding.wrappedValue = false }))
    } else if !isPresented, let index {
      container.pushed.removeLast(container.pushed.count - index)
    } else {
      return
    }
    // The container may be rendering this node right now: it shows the change in the next pass.
    container.markDirty()
  }
}

extension View {
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    builtIn(.attached(PresentedDestination(isPresented: isPresented, destination: destination())))
  }

  /// Presented while `item` holds a value, the destination built for it; going back sets it to
  /// nil.
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    let isPresented = Binding(
      get: { item.wrappedValue != nil },
      set: { if !$0 { item.wrappedValue = nil } })
    let view: any View = item.wrappedValue.map { destination($0) } ?? EmptyView()
    return builtIn(.attached(PresentedDestination(isPresented: isPresented, destination: view)))
  }
}

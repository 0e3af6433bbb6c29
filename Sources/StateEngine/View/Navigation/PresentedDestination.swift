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
  /// Pushes `destination` on the stack around `node` while `isShown` says so, and pops it (with
  /// whatever was pushed over it) when it stops saying so; going back runs `onPop`. The node
  /// reads `isShown`, so a write to what it reads renders the node again. Serves the presented
  /// destinations and the bound links alike.
  func followShownDestination(
    of node: Node, isShown: () -> Bool, destination: any View, onPop: @escaping () -> Void
  ) {
    node.generation += 1
    let shown = Tracking.evaluating(node, isShown)
    guard let container = node.navigationContainer else { return }
    let index = container.pushed.firstIndex { $0.link === node }
    switch (shown, index) {
    case (true, nil):
      container.pushed.append(PushedDestination(link: node, destination: destination, onPop: onPop))
    case (false, let index?):
      container.pushed.removeLast(container.pushed.count - index)
    default:
      return
    }
    // The container may be rendering this node right now: it shows the change in the next pass.
    container.markDirty()
  }

  func followPresentation(_ node: Node, _ presented: PresentedDestination) {
    let binding = presented.isPresented
    followShownDestination(
      of: node, isShown: { binding.wrappedValue }, destination: presented.destination,
      onPop: { binding.wrappedValue = false })
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

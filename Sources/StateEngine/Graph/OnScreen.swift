/// SwiftUI keeps every screen of a navigation stack and every tab of a tab view, but shows one at a
/// time: a view's `onAppear` runs when it comes on screen and its `onDisappear` when it leaves, which
/// happens when a destination is pushed over it or another tab is chosen, not only when it is removed.
extension Node {
  /// A navigation stack or a tab view.
  var showsOneChildAtATime: Bool {
    switch primitive {
    case .navigationContainer?, .tabView?: true
    default: false
    }
  }

  /// The child on screen: a stack's top screen, a tab view's chosen tab.
  var shownChild: ObjectIdentifier? {
    switch primitive {
    case .navigationContainer?:
      return children.last.map(ObjectIdentifier.init)
    case .tabView?:
      guard let choices = Choices(of: self), let selected = choices.selectedIndex else {
        return nil
      }
      return ObjectIdentifier(choices.items[selected].node)
    default:
      return nil
    }
  }

  /// Behind a later screen of a navigation stack, or in a tab that is not the selected one.
  var isOffScreen: Bool {
    var chain: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
    var child = self
    while let parent = child.parent {
      switch parent.primitive {
      case .navigationContainer?:
        if let top = parent.children.last, top !== child { return true }
      case .tabView?:
        if let choices = Choices(of: parent), let selected = choices.selectedIndex {
          let items = choices.items.map { ObjectIdentifier($0.node) }
          if let shown = items.firstIndex(where: chain.contains), shown != selected { return true }
        }
      default:
        break
      }
      chain.insert(ObjectIdentifier(parent))
      child = parent
    }
    return false
  }
}

extension Graph {
  /// A new `onAppear` node's action, run once the update has settled whether it is on screen.
  func appearIfOnScreen(_ node: Node) {
    guard !node.isDead, !node.hasAppeared, !node.isOffScreen,
      case .lifecycle(let onAppear, _)? = node.primitive
    else { return }
    node.hasAppeared = true
    onAppear?()
  }

  /// After a push, a pop or a change of tab: the views that came on screen appear first, parents
  /// first, then those that left disappear, children first — the incoming screen's appearance
  /// starts before the outgoing one's ends, as on an iPhone.
  func onScreenChanges(below container: Node) -> () -> Void {
    { [unowned self] in
      var leaving: [Node] = []
      var arriving: [Node] = []
      var tasksStarting: [(Node, TaskWork)] = []
      var tasksEnding: [(Node, TaskWork)] = []
      func visit(_ node: Node) {
        if case .lifecycle? = node.primitive, !node.isDead {
          let offScreen = node.isOffScreen
          if offScreen && node.hasAppeared { leaving.append(node) }
          if !offScreen && !node.hasAppeared { arriving.append(node) }
        }
        // A task lives while its view is on screen, as an appear/disappear pair.
        if case .attached(let task as TaskWork)? = node.primitive, !node.isDead {
          let offScreen = node.isOffScreen
          let running = TaskWork.isRunning(on: node)
          if offScreen && running { tasksEnding.append((node, task)) }
          if !offScreen && !running { tasksStarting.append((node, task)) }
        }
        node.children.forEach(visit)
      }
      visit(container)
      arriving.forEach(appearIfOnScreen)
      for (node, task) in tasksStarting { task.start(on: node) }
      for node in leaving.reversed() {
        node.hasAppeared = false
        if case .lifecycle(_, let onDisappear?)? = node.primitive { onDisappear() }
      }
      for (node, task) in tasksEnding.reversed() { task.stop(on: node) }
    }
  }

  /// A tab chosen by the user: appearance changes without any body running.
  func tabChanged(in tabView: Node) {
    pendingEffects.append(onScreenChanges(below: tabView))
  }
}

/// What a user can see and touch: the top presentation layer, inside navigation containers only the
/// top destination, and inside a TabView only the selected tab.
enum VisibleTree {
  /// The root, then each presented sheet in order; the last one is on top.
  static func layers(from root: Node) -> [Node] {
    var layers = [root]
    while let sheet = lastSheet(in: layers.last!) {
      layers.append(sheet)
    }
    return layers
  }

  private static func lastSheet(in layer: Node) -> Node? {
    var found: Node?
    walk(layer) { node in
      if case .presenter = node.primitive,
        let presented = node.children.last(where: {
          $0.key.slot == AnyHashable(ChildSlot.presentation)
        })
      {
        found = presented
      }
    }
    return found
  }

  /// Pre-order over the visible part of a layer, not entering other sheet layers.
  static func walk(_ node: Node, _ visit: (Node) -> Void) {
    visit(node)
    for child in visibleChildren(of: node) {
      walk(child, visit)
    }
  }

  static func visibleChildren(of node: Node) -> [Node] {
    switch node.primitive {
    case .navigationContainer where !node.pushed.isEmpty:
      return node.children.last.map { [$0] } ?? []
    case .presenter:
      return node.children.filter { $0.key.slot != AnyHashable(ChildSlot.presentation) }
    case .tabView:
      guard let choices = Choices(of: node), let index = choices.selectedIndex else { return [] }
      return [choices.items[index].node]
    case .tabItem:
      return node.children.filter { $0.key.slot != AnyHashable(ChildSlot.accessory) }
    case .picker:
      // Options are shown, and chosen, through the picker's choices.
      return []
    default:
      return node.children
    }
  }

  /// The text a control shows: its texts and symbol names, in order.
  static func label(of node: Node) -> String {
    var parts: [String] = []
    walk(node) { child in
      switch child.primitive {
      case .text(let text): parts.append(text)
      case .image(let name): parts.append(name)
      default: break
      }
    }
    return parts.joined(separator: " ")
  }

  /// The composite views around a node, innermost first.
  static func enclosingViews(of node: Node) -> [String] {
    var names: [String] = []
    var current = node.parent
    while let ancestor = current {
      if ancestor.isComposite { names.append(ancestor.typeName) }
      // `tap "OK" in alert`: an alert's or dialog's buttons are scoped by its kind.
      if case .presentation(let kind, _)? = ancestor.primitive, kind.closesAfterAction {
        names.append(kind.rawValue)
      }
      current = ancestor.parent
    }
    return names
  }
}

/// What a user can see and touch: the top presentation layer, inside navigation containers only the
/// top destination, and inside a TabView only the selected tab.
package enum VisibleTree {
  /// The root, then each presented sheet in order; the last one is on top.
  package static func layers(from root: Node) -> [Node] {
    var layers = [root]
    while let sheet = lastSheet(in: layers.last!) {
      layers.append(sheet)
    }
    return layers
  }

  /// The last sheet a pre-order walk of the layer meets, entering only subtrees that present one.
  private static func lastSheet(in node: Node) -> Node? {
    guard node.sheetsBelow > 0 else { return nil }
    var found: Node?
    if case .presenter = node.primitive {
      found = node.children.last { $0.key.slot == AnyHashable(ChildSlot.presentation) }
    }
    for child in visibleChildren(of: node) {
      if let sheet = lastSheet(in: child) { found = sheet }
    }
    return found
  }

  /// Pre-order over the visible part of a layer, not entering other sheet layers.
  package static func walk(_ node: Node, _ visit: (Node) -> Void) {
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
    case .interaction(.keyboardItems):
      return isKeyboardUp(node) ? node.children : []
    default:
      return node.children
    }
  }

  /// Whether a text field has focus anywhere in the graph: the engine follows focus only through
  /// `.focused` bindings, so the keyboard is up while one of them names its field.
  static func isKeyboardUp(_ node: Node) -> Bool {
    var root = node
    while let parent = root.parent { root = parent }
    func hasFocus(_ node: Node) -> Bool {
      if case .interaction(.focus(let target))? = node.primitive, target.isFocused() { return true }
      return node.children.contains(where: hasFocus)
    }
    return hasFocus(root)
  }

  /// Whether a walk of `layer` meets `node`, answered from the node up: every step down must be to a
  /// visible child, and from a TabView the walk goes straight to its selected item.
  package static func isVisible(_ node: Node, in layer: Node) -> Bool {
    var path: [Node] = []
    var current = node
    while current !== layer {
      guard !current.isDead, let parent = current.parent else { return false }
      path.append(current)
      switch parent.primitive {
      case .navigationContainer? where !parent.pushed.isEmpty:
        guard current === parent.children.last else { return false }
      case .presenter?:
        guard current.key.slot != AnyHashable(ChildSlot.presentation) else { return false }
      case .tabItem?:
        guard current.key.slot != AnyHashable(ChildSlot.accessory) else { return false }
      case .picker?:
        return false
      case .interaction(.keyboardItems)?:
        guard isKeyboardUp(parent) else { return false }
      default:
        break
      }
      if case .tabView? = parent.primitive {
        guard let choices = Choices(of: parent), let index = choices.selectedIndex,
          path.contains(where: { $0 === choices.items[index].node })
        else { return false }
      }
      current = parent
    }
    return true
  }

  /// Whether `node` comes before `other` in a pre-order walk.
  package static func precedes(_ node: Node, _ other: Node) -> Bool {
    positions(of: node).lexicographicallyPrecedes(positions(of: other))
  }

  private static func positions(of node: Node) -> [Int] {
    var positions: [Int] = []
    var current = node
    while let parent = current.parent {
      positions.append(current.indexInParent)
      current = parent
    }
    return positions.reversed()
  }

  /// The text a control shows, which names it: its texts and symbol names, in order; a `Label`'s
  /// title only, as its icon is not part of its accessible name.
  package static func label(of node: Node) -> String {
    labelParts(of: node).map(\.name).joined(separator: " ")
  }

  /// The texts and symbols a control's label shows, in order, as `label(of:)` reads them.
  package static func labelParts(of node: Node) -> [LabelPart] {
    var parts: [LabelPart] = []
    func visit(_ node: Node) {
      switch node.primitive {
      case .text(let text): parts.append(.text(text))
      case .image(let name): parts.append(.symbol(name))
      default: break
      }
      for child in visibleChildren(of: node) where !isLabelIcon(child) { visit(child) }
    }
    visit(node)
    return parts
  }

  /// The texts a node shows, in order, without its symbol names.
  package static func texts(of node: Node) -> [String] {
    var texts: [String] = []
    func visit(_ node: Node) {
      if case .text(let text)? = node.primitive { texts.append(text) }
      for child in visibleChildren(of: node) { visit(child) }
    }
    visit(node)
    return texts
  }

  private static func isLabelIcon(_ node: Node) -> Bool {
    if node.typeName == LabelStyleConfiguration.Icon.nodeName { return true }
    guard case .container(.label)? = node.parent?.primitive else { return false }
    return node.key.slot == AnyHashable(0)
  }

  /// The composite views around a node, innermost first.
  static func enclosingViews(of node: Node) -> [String] {
    var names: [String] = []
    var current = node.parent
    while let ancestor = current {
      if ancestor.isNotesView { names.append(ancestor.typeName) }
      // `tap "OK" in alert`: an alert's or dialog's buttons are scoped by its kind.
      if case .presentation(let kind, _)? = ancestor.primitive, kind.closesAfterAction {
        names.append(kind.rawValue)
      }
      current = ancestor.parent
    }
    return names
  }
}

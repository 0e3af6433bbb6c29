/// The items of a TabView or Picker as the user sees them: each with its tag, its label and whether it is
/// the selected one, and how to select it.
package struct Choices {
  struct Item {
    /// The item's outermost node (modifiers included).
    let node: Node
    let tag: AnyHashable?
    /// A tab's `.tabItem` label; a picker option is its own label.
    let labelNode: Node?
  }

  let owner: Node
  let items: [Item]
  private let selection: AnySelection?

  init?(of owner: Node) {
    let isPicker: Bool
    switch owner.primitive {
    case .tabView(let selection)?: (self.selection, isPicker) = (selection, false)
    case .picker(let selection)?: (self.selection, isPicker) = (selection, true)
    default: return nil
    }
    self.owner = owner
    let content = owner.children.first { $0.key.slot == AnyHashable(0) }
    items = content.map { Choices.items(in: $0, optionsLabelThemselves: isPicker) } ?? []
  }

  /// With a binding, the item tagged with its value; a TabView without one keeps its own choice.
  var selectedIndex: Int? {
    guard let selection else {
      return items.indices.contains(owner.selectedTab) ? owner.selectedTab : nil
    }
    let current = selection.current()
    if let index = items.firstIndex(where: { $0.tag == current }) { return index }
    if case .tabView? = owner.primitive, !items.isEmpty { return 0 }
    return nil
  }

  func label(of item: Item) -> String {
    item.labelNode.map(VisibleTree.label(of:)) ?? ""
  }

  func select(_ index: Int) {
    owner.selectedTab = index
    if let selection, let tag = items[index].tag { selection.select(tag) }
    if case .tabView? = owner.primitive { owner.graph.tabChanged(in: owner) }
  }

  /// Items are the first nodes below the structural ones (tuples, ForEach, branches).
  private static func items(in node: Node, optionsLabelThemselves: Bool) -> [Item] {
    if case .transparent? = node.primitive, !node.isComposite {
      return node.children.flatMap { items(in: $0, optionsLabelThemselves: optionsLabelThemselves) }
    }
    return [item(at: node, labelsItself: optionsLabelThemselves)]
  }

  /// A list's rows, through structure, groups and the rows (not the header) of sections.
  static func listRows(in node: Node) -> [Item] {
    switch node.primitive {
    case .transparent?, .container(.group)?, .selection?:
      return node.children.flatMap(listRows)
    case .container(.section)?:
      return node.children.filter { $0.key.slot == AnyHashable(0) }.flatMap(listRows)
    default:
      return [item(at: node, labelsItself: true)]
    }
  }

  /// The tag and tab label are found on the item's chain of modifiers; a ForEach row is tagged with its id.
  private static func item(at root: Node, labelsItself: Bool) -> Item {
    var tag: AnyHashable?
    if case .forEachID(let id)? = root.key.slot.base as? ChildSlot { tag = id }
    var labelNode: Node? = labelsItself ? root : nil
    var node = root
    while let inner = node.children.first {
      switch node.primitive {
      case .tag(let value)?: tag = value
      case .tabItem?:
        labelNode = node.children.first { $0.key.slot == AnyHashable(ChildSlot.accessory) }
      case .attribute?, .appearance?, .environment?, .lifecycle?, .animationScope?, .attached?,
        .navigationDestination?, .onDelete?,
        .disabled?,
        .navigationTitle?, .navigationSubtitle?,
        .toolbar?, .toolbarItem?, .preference?, .geometry(.coordinateSpace)?:
        break
      default: return Item(node: root, tag: tag, labelNode: labelNode)
      }
      node = inner
    }
    return Item(node: root, tag: tag, labelNode: labelNode)
  }
}

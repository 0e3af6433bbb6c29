/// The toolbar items a navigation stack's bar draws, where an iPhone puts them: "In iOS, iPadOS,
/// tvOS, and watchOS, the system places `cancellationAction` items on the leading edge of the
/// navigation bar", `confirmationAction` "in the same location as a `primaryAction`", and
/// `destructiveAction` "in the trailing edge of the navigation bar", the principal item "in the
/// center of the navigation bar" over the title (Apple's documentation of `ToolbarItemPlacement`). Items placed elsewhere (the bottom bar, the keyboard, the overflow menu
/// of `secondaryAction`) stay in the toolbar box after the content.
struct NavigationBarItems {
  var leading: [Node] = []
  /// In place of the title.
  var principal: [Node] = []
  var trailing: [Node] = []
  /// What the bar does not draw.
  var elsewhere: [Node] = []

  /// The items of every toolbar in the visible view of `stack` that its bar draws.
  init(bar stack: Node, top: Node) {
    VisibleTree.walk(top) { node in
      guard case .toolbar? = node.primitive, Self.stack(of: node) === stack else { return }
      let items = NavigationBarItems(of: node)
      leading += items.leading
      principal += items.principal
      trailing += items.trailing
    }
  }

  /// The items of one toolbar modifier's node, each on its side; a view given to `toolbar` without a
  /// `ToolbarItem` is placed `automatic`, which is trailing in a navigation bar.
  init(of toolbar: Node) {
    let accessory = toolbar.children.first { $0.key.slot == AnyHashable(ChildSlot.accessory) }
    guard let accessory else { return }
    place(accessory)
  }

  private mutating func place(_ node: Node) {
    switch node.primitive {
    case nil, .transparent?:
      // Structure (tuples, conditions, a toolbar content type of the note's own): its items.
      for child in VisibleTree.visibleChildren(of: node) { place(child) }
    case .toolbarItem(let placement)?:
      switch placement {
      case .navigationBarLeading, .topBarLeading, .navigation, .cancellationAction:
        leading.append(node)
      case .principal:
        principal.append(node)
      case .navigationBarTrailing, .topBarTrailing, .primaryAction, .confirmationAction,
        .destructiveAction, .automatic:
        trailing.append(node)
      default:
        elsewhere.append(node)
      }
    case .interaction(.keyboardItems)?:
      elsewhere.append(node)
    default:
      trailing.append(node)
    }
  }

  /// The navigation stack whose bar draws a toolbar's items: the nearest around it, unless a
  /// presentation (a sheet, whose content has a bar only in a stack of its own) comes first.
  static func stack(of toolbar: Node) -> Node? {
    var node = toolbar
    while let parent = node.parent {
      if case .presenter? = parent.primitive, node.key.slot == AnyHashable(ChildSlot.presentation) {
        return nil
      }
      if case .navigationContainer? = parent.primitive { return parent }
      node = parent
    }
    return nil
  }
}

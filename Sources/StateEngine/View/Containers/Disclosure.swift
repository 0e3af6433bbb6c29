/// What a `DisclosureGroup` or `Menu` node is: tapping its label expands or collapses it, and its
/// content is built only while it is expanded, as SwiftUI builds it.
package struct Disclosure {
  package enum Kind: String {
    case disclosureGroup = "DisclosureGroup"
    case menu = "Menu"
  }

  let kind: Kind
  /// Without a binding, the node keeps whether it is expanded.
  let isExpanded: Binding<Bool>?
  /// A menu with a primary action runs it when tapped instead of opening.
  var primaryAction: (() -> Void)? = nil

  func expanded(on node: Node) -> Bool {
    isExpanded?.location.peek() ?? node.isExpanded
  }
}

extension Graph {
  /// Tapping a disclosure group's or menu's label.
  package func toggleDisclosure(_ node: Node) {
    guard case .disclosure(let disclosure)? = node.primitive else { return }
    if let primaryAction = disclosure.primaryAction { return primaryAction() }
    setExpanded(!disclosure.expanded(on: node), node, disclosure)
  }

  /// "Choosing an item closes the menu" after its action: the open menus around `node` close.
  package func closeMenus(around node: Node) {
    var current = node.parent
    while let ancestor = current {
      if case .disclosure(let disclosure)? = ancestor.primitive, disclosure.kind == .menu,
        disclosure.expanded(on: ancestor)
      {
        setExpanded(false, ancestor, disclosure)
      }
      current = ancestor.parent
    }
  }

  private func setExpanded(_ expanded: Bool, _ node: Node, _ disclosure: Disclosure) {
    if let binding = disclosure.isExpanded {
      binding.wrappedValue = expanded
      return
    }
    node.isExpanded = expanded
    renderPrimitive(node)
  }

  /// The label, and the content while expanded; reading the binding here makes this node, not its
  /// parent, re-render when it changes.
  func disclosureElements(_ node: Node, _ disclosure: Disclosure, _ elements: [Element])
    -> [Element]
  {
    node.generation += 1
    let armed = node.generation
    let expanded = Tracking.evaluating(node) {
      withObservationTracking {
        disclosure.isExpanded?.wrappedValue ?? node.isExpanded
      } onChange: { [weak node] in
        node?.observationChanged(generation: armed)
      }
    }
    return expanded ? elements : elements.filter { $0.key.slot != AnyHashable(0) }
  }
}

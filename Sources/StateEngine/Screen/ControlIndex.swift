/// The graph's controls by label, kept up to date as nodes change, so finding a control costs what
/// matches its label rather than a walk of the whole tree. Tab views and pickers are kept apart:
/// their tabs and options are listed when a control is looked for.
package final class ControlIndex {
  private var nodesByLabel: [String: [ObjectIdentifier: Node]] = [:]
  /// Each indexed node's names: its label, and the other names an action can find it by.
  private var labels: [ObjectIdentifier: [String]] = [:]
  private var changedNodes: [ObjectIdentifier: Node] = [:]
  private var choiceOwners: [ObjectIdentifier: Node] = [:]

  /// The node, or something below it, changed: its label is read again before the next lookup.
  func changed(_ node: Node) {
    guard !node.isDead else { return }
    let id = ObjectIdentifier(node)
    switch node.primitive {
    case .tabView?, .picker?, .selection?, .disclosure?:
      choiceOwners[id] = node
    default:
      if labels[id] != nil || Control.labelledKind(of: node) != nil { changedNodes[id] = node }
    }
  }

  /// A torn-down node leaves at once: its primitive's closures may hold objects that must be
  /// released with it.
  func remove(_ node: Node) {
    let id = ObjectIdentifier(node)
    for label in labels.removeValue(forKey: id) ?? [] { nodesByLabel[label]?[id] = nil }
    changedNodes[id] = nil
    choiceOwners[id] = nil
  }

  /// Nodes that may hold a control labelled `label`, in no particular order.
  package func candidates(labelled label: String) -> [Node] {
    for (id, node) in changedNodes {
      for old in labels.removeValue(forKey: id) ?? [] { nodesByLabel[old]?[id] = nil }
      let names = Control.names(of: node)
      guard !names.isEmpty else { continue }
      labels[id] = names
      for name in names { nodesByLabel[name, default: [:]][id] = node }
    }
    changedNodes = [:]
    return Array((nodesByLabel[label] ?? [:]).values) + choiceOwners.values
  }
}

/// The graph's controls by label, kept up to date as nodes change, so finding a control costs what
/// matches its label rather than a walk of the whole tree. Tab views and pickers are kept apart:
/// their tabs and options are listed when a control is looked for.
package final class ControlIndex {
  private var nodesByLabel: [String: [ObjectIdentifier: Node]] = [:]
  private var labels: [ObjectIdentifier: String] = [:]
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
    if let label = labels.removeValue(forKey: id) { nodesByLabel[label]?[id] = nil }
    changedNodes[id] = nil
    choiceOwners[id] = nil
  }

  /// Nodes that may hold a control labelled `label`, in no particular order.
  package func candidates(labelled label: String) -> [Node] {
    for (id, node) in changedNodes {
      if let old = labels.removeValue(forKey: id) { nodesByLabel[old]?[id] = nil }
      guard let label = Control.label(of: node) else { continue }
      labels[id] = label
      nodesByLabel[label, default: [:]][id] = node
    }
    changedNodes = [:]
    return Array((nodesByLabel[label] ?? [:]).values) + choiceOwners.values
  }
}

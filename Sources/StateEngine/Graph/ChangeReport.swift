/// The reasons `Self._printChanges()` gives: `@self` (new inputs), `@identity` (new node), the names of
/// dynamic properties that changed, and `@dependencies` (an Observation read changed).
enum ChangeReport {
  static func reasons(for node: Node) -> [String] {
    var reasons: [String] = []
    if node.selfChanged { reasons.append("@self") }
    if !node.hasRun { reasons.append("@identity") }
    let names = TypeLayout.of(type(of: node.view!)).dynamicFields.map(\.name)
    for (index, slot) in node.slots.enumerated() {
      let changed = slot?.takeChange() ?? false
      if changed || !node.hasRun { reasons.append(names[index]) }
    }
    if node.observationFired { reasons.append("@dependencies") }
    return reasons
  }

  static func line(for node: Node) -> String {
    let reasons = node.pendingChanges
    if reasons.isEmpty { return "\(node.typeName): unchanged." }
    return "\(node.typeName): \(reasons.joined(separator: ", ")) changed."
  }
}

extension View {
  /// Prints why the calling view's body runs, in SwiftUI's format: `ContentView: @self, _count changed.`
  public static func _printChanges() {
    guard let node = Tracking.currentNode, node.isComposite else { return }
    Console.write(ChangeReport.line(for: node) + "\n")
  }
}

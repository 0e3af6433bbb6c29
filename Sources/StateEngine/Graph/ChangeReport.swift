/// The reasons `Self._printChanges()` gives: `@dependencies` (an Observation read changed), `@self`
/// (new inputs), `@identity` (new node), then the names of dynamic properties that changed. The
/// order is SwiftUI's: the observation triggers come before the view's own inputs (DanceUI's
/// `changedBodyProperties`, and a device's "ChildView: @dependencies, @self changed.").
enum ChangeReport {
  static func reasons(for node: Node) -> [String] {
    var reasons: [String] = []
    if node.observationFired { reasons.append("@dependencies") }
    if node.selfChanged { reasons.append("@self") }
    if !node.hasRun { reasons.append("@identity") }
    let names = TypeLayout.of(type(of: node.view!)).dynamicFields.map(\.name)
    for (index, slot) in node.slots.enumerated() {
      let changed = slot?.takeChange() ?? false
      if changed || !node.hasRun { reasons.append(names[index]) }
    }
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

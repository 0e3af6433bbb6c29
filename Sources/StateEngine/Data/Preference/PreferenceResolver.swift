/// Carries preferences to the views that read them, after each update and before its actions run,
/// as SwiftUI settles them in the same pass as the bodies (OpenSwiftUI's `PreferenceCombiner`: the
/// first child that sends a value starts the combined value, the next ones are reduced into it).
final class PreferenceResolver {
  private struct Entry {
    weak var node: Node?
    /// The value last delivered to an action, or last drawn by a view built from the value.
    var last: Any?
  }

  private var readers: [ObjectIdentifier: Entry] = [:]

  func register(_ node: Node) {
    readers[ObjectIdentifier(node)] = Entry(node: node, last: nil)
  }

  func remove(_ node: Node) {
    readers[ObjectIdentifier(node)] = nil
  }

  /// The value a reader's content sends now, remembered as the one it draws.
  func drawnValue(of node: Node, _ reader: PreferenceReader) -> Any {
    let value = Self.value(reader.key, ofContentOf: node)
    readers[ObjectIdentifier(node)]?.last = value
    return value ?? reader.defaultValue
  }

  /// Readers whose content sends another value than they last saw: a reader that draws the value
  /// is rebuilt now through `rebuild` (deepest first, so an outer reader sees what an inner one
  /// drew); the actions of the others are returned, to run after the update as SwiftUI's do.
  func resolve(rebuild: (Node) -> Void) -> [() -> Void] {
    guard !readers.isEmpty else { return [] }
    var actions: [() -> Void] = []
    let nodes = readers.values.compactMap(\.node).filter { !$0.isDead }
    for node in nodes.sorted(by: { $0.depth > $1.depth }) {
      guard case .preference(.reader(let reader))? = node.primitive,
        let entry = readers[ObjectIdentifier(node)]
      else { continue }
      let value = Self.value(reader.key, ofContentOf: node)
      switch reader.use {
      case .content:
        if isEqualAny(entry.last, value) != true { rebuild(node) }
      case .action(_, let isEqual):
        guard let value else { continue }
        if let last = entry.last, isEqual(last, value) { continue }
        readers[ObjectIdentifier(node)]?.last = value
        actions.append { [weak node] in
          // The action of the modifier's latest version, as the body last built it.
          guard let node, !node.isDead, case .preference(.reader(let current))? = node.primitive,
            case .action(let action, _) = current.use
          else { return }
          action(value)
        }
      }
    }
    return actions
  }

  /// What a reader's content (not what it built from the value) sends for the key.
  private static func value(_ key: AnyPreferenceKey, ofContentOf node: Node) -> Any? {
    combine(key, node.children.filter { $0.key.slot != AnyHashable(ChildSlot.accessory) })
  }

  /// What a node sends for the key: a writer's value, or its children's combined. A presentation
  /// sends nothing to the view presenting it.
  private static func value(_ key: AnyPreferenceKey, of node: Node) -> Any? {
    if case .presentation? = node.primitive { return nil }
    let below = combine(key, node.children)
    if case .preference(.writer(let writer))? = node.primitive, writer.key == key.id {
      return writer.write(below, node)
    }
    return below
  }

  private static func combine(_ key: AnyPreferenceKey, _ nodes: [Node]) -> Any? {
    var combined: Any?
    for child in nodes {
      guard let next = value(key, of: child) else { continue }
      if combined == nil {
        combined = next
      } else {
        key.reduce(&combined!, next)
      }
    }
    return combined
  }
}

/// The storage of one `@State`, owned by the view's node. Remembers which nodes read it in their latest
/// evaluation, so a write re-runs exactly those.
final class StateBox<Value>: Location<Value>, PropertyBox {
  private var value: Value
  private var readers: [ObjectIdentifier: (node: WeakNode, generation: Int)] = [:]
  private var changed = false

  init(value: Value) {
    self.value = value
  }

  override func get() -> Value {
    if let node = Tracking.currentNode {
      readers[ObjectIdentifier(node)] = (WeakNode(node), node.generation)
    }
    return value
  }

  override func peek() -> Value { value }

  override func set(_ newValue: Value) {
    if Tracking.bodyDepth > 0 {
      Console.warn("Modifying state during view update, this will cause undefined behavior.")
      return
    }
    if isEqualAny(value, newValue) == true { return }
    value = newValue
    changed = true
    let current = readers
    readers = [:]
    for (id, reader) in current {
      guard let node = reader.node.node, reader.generation == node.generation else { continue }
      readers[id] = reader
      node.markDirty()
    }
  }

  func takeChange() -> Bool {
    defer { changed = false }
    return changed
  }
}

struct WeakNode {
  weak var node: Node?
  init(_ node: Node) { self.node = node }
}

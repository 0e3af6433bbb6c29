/// One key of `@AppStorage` or `@SceneStorage`, shared by every view that names it: the views whose
/// latest body read it re-run when it is written, whichever view wrote it. Kept for the process:
/// a root view's wrappers are made before its host starts, and readers of an older run are gone.
final class StoredKey {
  private var readers: [ObjectIdentifier: (node: WeakNode, generation: Int)] = [:]
  private static var all: [String: StoredKey] = [:]

  static func named(_ name: String) -> StoredKey {
    if let key = all[name] { return key }
    let key = StoredKey()
    all[name] = key
    return key
  }

  func noteRead() {
    guard let node = Tracking.currentNode else { return }
    readers[ObjectIdentifier(node)] = (WeakNode(node), node.generation)
  }

  func changed() {
    let current = readers
    readers = [:]
    for (id, reader) in current {
      guard let node = reader.node.node, reader.generation == node.generation else { continue }
      readers[id] = reader
      node.markDirty()
    }
  }
}

/// Where a stored property's binding reads and writes: the backing store, through its key.
final class StoredValueLocation<Value>: Location<Value> {
  let key: StoredKey
  let read: () -> Value
  let write: (Value) -> Void

  init(key: StoredKey, read: @escaping () -> Value, write: @escaping (Value) -> Void) {
    self.key = key
    self.read = read
    self.write = write
  }

  override func get() -> Value {
    key.noteRead()
    return read()
  }

  override func peek() -> Value { read() }

  override func set(_ value: Value) {
    if Tracking.bodyDepth > 0 {
      Console.warn("Modifying state during view update, this will cause undefined behavior.")
      return
    }
    if isEqualAny(read(), value) == true { return }
    write(value)
    key.changed()
  }

  override func isSame(as other: Location<Value>) -> Bool {
    (other as? StoredValueLocation<Value>)?.key === key
  }
}

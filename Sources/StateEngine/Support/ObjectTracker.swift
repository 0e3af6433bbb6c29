/// Notices model objects the views install and reports when they are created and deinitialised.
package final class ObjectTracker {
  private struct Entry {
    weak var object: AnyObject?
    let typeName: String
  }

  private var entries: [ObjectIdentifier: Entry] = [:]
  private var order: [ObjectIdentifier] = []
  private var created: [String] = []
  /// Deaths noticed early because a new object took over the same address.
  private var destroyed: [String] = []

  func noteInstalled(_ object: AnyObject) {
    let id = ObjectIdentifier(object)
    if let entry = entries[id] {
      if entry.object != nil { return }
      destroyed.append(entry.typeName)
      order.removeAll { $0 == id }
    }
    order.append(id)
    entries[id] = Entry(object: object, typeName: String(describing: type(of: object)))
    created.append(String(describing: type(of: object)))
  }

  /// Objects that went away since the last call, in installation order.
  package func takeDestroyed() -> [String] {
    order.removeAll { id in
      guard let entry = entries[id], entry.object == nil else { return false }
      destroyed.append(entry.typeName)
      entries[id] = nil
      return true
    }
    defer { destroyed = [] }
    return destroyed
  }

  package func takeCreated() -> [String] {
    defer { created = [] }
    return created
  }
}

/// A node's subscription to an ObservableObject's `objectWillChange`: any send marks the node.
/// Resubscribes only when the object's identity changes.
class ObjectSubscription: PropertyBox {
  weak var node: Node?
  private var subscribedTo: ObjectIdentifier?
  private var cancellable: AnyCancellable?
  private var changed = false

  init(node: Node) {
    self.node = node
  }

  func observe<Object: ObservableObject>(_ object: Object) {
    let id = ObjectIdentifier(object)
    guard id != subscribedTo else { return }
    subscribedTo = id
    cancellable = object.objectWillChange.sink { [weak self] _ in self?.objectWillChange() }
  }

  private func objectWillChange() {
    if Tracking.bodyDepth > 0 {
      Console.warn(
        "Publishing changes from within view updates is not allowed, this will cause undefined behavior."
      )
    }
    changed = true
    node?.markDirty()
  }

  func takeChange() -> Bool {
    defer { changed = false }
    return changed
  }

  func detach() {
    cancellable?.cancel()
    cancellable = nil
  }
}

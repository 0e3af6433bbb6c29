/// A ForEach row whose content closure runs when the row is built: in a List or lazy stack, when
/// it is scrolled into view ("The stack is 'lazy,' in that the stack view doesn't create items
/// until it needs to render them onscreen", Apple's documentation of `LazyVStack`). What the closure
/// reads counts as read by the body that built the ForEach, as if it had run in that body.
final class DeferredRow {
  private let make: () -> Element
  private weak var owner: Node?
  private let generation: Int
  private var built: Element?

  init(_ make: @escaping () -> Element) {
    self.make = make
    self.owner = Tracking.currentNode
    self.generation = Tracking.currentNode?.generation ?? 0
  }

  func element() -> Element {
    if let built { return built }
    let element: Element
    if let owner, !owner.isDead {
      let armed = generation
      element = Tracking.evaluating(owner) {
        withObservationTracking(make) { [weak owner] in
          owner?.observationChanged(generation: armed)
        }
      }
    } else {
      element = make()
    }
    built = element
    return element
  }

  /// A row's place among its siblings, known before it is built: its id and its view's type.
  static func element<Content: View>(
    _ make: @escaping () -> Content, slot: AnyHashable
  ) -> Element {
    var element = Element(
      key: ChildKey(slot: slot, type: ObjectIdentifier(Content.self)),
      typeName: displayName(of: Content.self), content: .primitive(.transparent, []))
    element.deferred = DeferredRow { Element.build(make(), slot: slot) }
    return element
  }
}

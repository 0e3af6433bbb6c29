import Foundation

/// A property wrapper giving a view a namespace for `matchedGeometryEffect` identifiers. Like
/// `State`, its identifier is kept by the view's node: the same for every body run of that view.
@propertyWrapper public struct Namespace: DynamicProperty {
  public struct ID: Hashable, Sendable {
    let value: Int
  }

  public private(set) var wrappedValue: ID

  public init() { wrappedValue = ID(value: 0) }
}

/// The identifier a node keeps for one `@Namespace` field.
private final class NamespaceBox: PropertyBox {
  nonisolated(unsafe) private static var issued = 0
  let id: Namespace.ID

  init() {
    NamespaceBox.issued += 1
    id = Namespace.ID(value: NamespaceBox.issued)
  }

  func takeChange() -> Bool { false }
}

extension Namespace: InstallableProperty {
  mutating func install(slot: inout PropertyBox?, context: InstallContext) {
    let box = slot as? NamespaceBox ?? NamespaceBox()
    slot = box
    wrappedValue = box.id
  }

  static func inputsEqual(_ old: Namespace, _ new: Namespace) -> Bool { true }
}

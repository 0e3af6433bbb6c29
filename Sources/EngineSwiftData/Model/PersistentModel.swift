/// What `@Model` classes are: every `@Observable` class counts as one, since `@Model` expands to
/// `@Observable` and a conformance of our own cannot be added without a macro plugin.
/// (https://developer.apple.com/documentation/swiftdata/persistentmodel)
public typealias PersistentModel = AnyObject & Observable

/// A model's identity: the object's own, as long as it lives.
/// (https://developer.apple.com/documentation/swiftdata/persistentidentifier)
public struct PersistentIdentifier: Hashable, Comparable, Sendable {
  let object: ObjectIdentifier

  public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool {
    lhs.object < rhs.object
  }
}

extension Observable where Self: AnyObject {
  /// The model's identifier, which a model's `id` is in SwiftData.
  public var persistentModelID: PersistentIdentifier {
    PersistentIdentifier(object: ObjectIdentifier(self))
  }
}

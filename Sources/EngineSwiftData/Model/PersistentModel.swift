/// What `@Model` classes are: observable, identifiable by their `persistentModelID`, and equal
/// and hashed by identity, as SwiftData's models are (a model is one record, whatever its
/// properties hold).
/// (https://developer.apple.com/documentation/swiftdata/persistentmodel)
public protocol PersistentModel: AnyObject, Observable, Identifiable, Hashable {
  var persistentModelID: PersistentIdentifier { get }
}

extension PersistentModel {
  /// The object's own identity, as long as it lives.
  public var persistentModelID: PersistentIdentifier {
    PersistentIdentifier(object: ObjectIdentifier(self))
  }

  /// A model that declares no `id` of its own is identified by its `persistentModelID`.
  public var id: PersistentIdentifier { persistentModelID }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// A model's identity: the object's own, as long as it lives.
/// (https://developer.apple.com/documentation/swiftdata/persistentidentifier)
public struct PersistentIdentifier: Hashable, Comparable, Sendable {
  let object: ObjectIdentifier

  public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool {
    lhs.object < rhs.object
  }
}

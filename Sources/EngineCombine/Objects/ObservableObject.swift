import Foundation
import OpenCombine

/// A type of object with a publisher that emits before the object changes.
///
/// Apple's Combine keeps one synthesized `objectWillChange` per object, whether or not it has
/// `@Published` properties; OpenCombine makes a new one on every access of an object without any, so
/// `objectWillChange.send()` would reach no subscriber.
public protocol ObservableObject: AnyObject {
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  public var objectWillChange: ObservableObjectPublisher {
    SynthesizedPublishers.publisher(for: self)
  }
}

/// The synthesized publishers, one per live object, found by identity.
private enum SynthesizedPublishers {
  private struct Entry {
    weak var object: AnyObject?
    let publisher: ObservableObjectPublisher
  }

  nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]
  private static let lock = NSLock()

  static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    lock.lock()
    defer { lock.unlock() }
    let id = ObjectIdentifier(object)
    if let entry = entries[id], entry.object === object { return entry.publisher }
    // A dead entry at this address belonged to an object that is gone.
    if entries.count > 64 { entries = entries.filter { $0.value.object != nil } }
    let publisher = ObservableObjectPublisher()
    entries[id] = Entry(object: object, publisher: publisher)
    return publisher
  }
}

/// What a `@Published` property calls before it changes: the object's publisher when it is the
/// synthesized kind (or one the class declares of that type), as in Apple's Combine.
func sendWillChange(_ object: AnyObject) {
  guard let observable = object as? any ObservableObject else { return }
  sendWillChange(of: observable)
}

private func sendWillChange<Object: ObservableObject>(of object: Object) {
  (object.objectWillChange as? ObservableObjectPublisher)?.send()
}

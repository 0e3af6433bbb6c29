import Foundation

/// What a drag carries (Foundation's `NSItemProvider`, which Linux lacks): the object a note
/// offers. Nothing is ever dragged in the engine, so providers are made and never delivered.
open class NSItemProvider {
  let object: Any?

  public init() { object = nil }

  public init(object: Any) { self.object = object }

  public init(contentsOf fileURL: URL) { object = fileURL }

  /// Loads the carried object as `type`, when it is one.
  @discardableResult
  open func loadObject<T>(
    ofClass type: T.Type, completionHandler: @escaping (T?, Error?) -> Void
  ) -> Progress {
    completionHandler(object as? T, nil)
    return Progress(totalUnitCount: 1)
  }

  open func canLoadObject<T>(ofClass type: T.Type) -> Bool { object is T }
}

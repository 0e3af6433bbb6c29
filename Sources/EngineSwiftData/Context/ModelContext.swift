/// Inserts, deletes and fetches the models of a container. Changes go straight to the container's
/// store, so every context of a container sees them at once and `save()` has nothing to write.
/// (https://developer.apple.com/documentation/swiftdata/modelcontext)
public final class ModelContext {
  public let container: ModelContainer
  /// Accepted: with nothing to write, saving automatically or not changes nothing observable.
  public var autosaveEnabled = true
  /// Whether models were inserted, deleted or changed through this context since its last save.
  public private(set) var hasChanges = false

  public init(_ container: ModelContainer) {
    self.container = container
  }

  public func insert<T: PersistentModel>(_ model: T) {
    container.store.insert(model)
    hasChanges = true
  }

  public func delete<T: PersistentModel>(_ model: T) {
    container.store.delete(model)
    hasChanges = true
  }

  /// Deletes every model of type `T` that `predicate` accepts (all of them without one).
  public func delete<T: PersistentModel>(
    model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true
  ) throws {
    for model in try fetch(FetchDescriptor<T>(predicate: predicate)) { delete(model) }
  }

  public func save() throws { hasChanges = false }

  /// The models of type `T` the descriptor selects, in its order. Inside a view's body the fetch
  /// is observed: the view re-renders when models are inserted or deleted, or when a property the
  /// predicate or sort read changes.
  public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
    var models = container.store.contents.compactMap { $0 as? T }
    if let predicate = descriptor.predicate {
      models = try models.filter { try predicate.evaluate($0) }
    }
    if !descriptor.sortBy.isEmpty { models.sort(using: descriptor.sortBy) }
    let offset = min(descriptor.fetchOffset ?? 0, models.count)
    let end = descriptor.fetchLimit.map { min(offset + $0, models.count) } ?? models.count
    return Array(models[offset..<end])
  }

  public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
    try fetch(descriptor).count
  }
}

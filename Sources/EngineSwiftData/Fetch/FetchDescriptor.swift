/// Which models of a type a fetch returns, and in what order.
/// (https://developer.apple.com/documentation/swiftdata/fetchdescriptor)
public struct FetchDescriptor<T: PersistentModel> {
  public var predicate: Predicate<T>?
  public var sortBy: [SortDescriptor<T>]
  public var fetchLimit: Int?
  public var fetchOffset: Int?
  /// Accepted: a context here has no unsaved changes apart from its store.
  public var includePendingChanges = true
  /// Accepted: every property is in memory already.
  public var propertiesToFetch: [PartialKeyPath<T>] = []
  public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

  public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
    self.predicate = predicate
    self.sortBy = sortBy
  }
}

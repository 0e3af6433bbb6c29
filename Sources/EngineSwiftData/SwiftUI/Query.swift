import StateEngine

/// `@Query`: the models of the environment's context a descriptor selects, fetched each time the
/// view's body reads them. The fetch is observed, so the view re-renders after the context inserts
/// or deletes a model or a property the filter or sort read changes.
/// SwiftData's `Query<Element, Result>` has only `[Element]` results; with that one parameter the
/// compiler infers `Element` from `@Query var items: [Item]`.
/// (https://developer.apple.com/documentation/swiftdata/query)
@propertyWrapper
public struct Query<Element: PersistentModel>: DynamicProperty {
  @Environment(\.modelContext) private var modelContext
  private let descriptor: FetchDescriptor<Element>

  /// Every model of the type, in insertion order. Declared here, not in an extension, so that a
  /// `@Query var items: [Item]` without arguments is default-initialized.
  public init() {
    descriptor = FetchDescriptor()
  }

  public var wrappedValue: [Element] { (try? modelContext.fetch(descriptor)) ?? [] }

  /// The context's models, or the error that fetching them raised.
  public var fetchError: (any Error)? {
    do {
      _ = try modelContext.fetch(descriptor)
      return nil
    } catch { return error }
  }
}

extension Query {
  public init(_ descriptor: FetchDescriptor<Element>, animation: Animation? = nil) {
    self.descriptor = descriptor
  }

  public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction?) {
    self.init(descriptor)
  }

  // Only `init()` may be called without arguments, or a wrapper without them is not
  // default-initialized.
  public init(
    filter: Predicate<Element>?, sort descriptors: [SortDescriptor<Element>] = [],
    transaction: Transaction? = nil
  ) {
    self.init(FetchDescriptor(predicate: filter, sortBy: descriptors))
  }

  public init(sort descriptors: [SortDescriptor<Element>], transaction: Transaction? = nil) {
    self.init(FetchDescriptor(sortBy: descriptors))
  }

  public init(
    filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
    animation: Animation
  ) {
    self.init(FetchDescriptor(predicate: filter, sortBy: descriptors))
  }

  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>,
    order: SortOrder = .forward, animation: Animation? = nil
  ) {
    self.init(filter: filter, sort: [SortDescriptor(keyPath, order: order)])
  }

  public init<Value: Comparable>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>,
    order: SortOrder = .forward, animation: Animation? = nil
  ) {
    self.init(filter: filter, sort: [SortDescriptor(keyPath, order: order)])
  }
}

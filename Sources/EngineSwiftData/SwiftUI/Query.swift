import StateEngine

/// `@Query`: the models of the environment's context a descriptor selects, fetched each time the
/// view's body reads them. The fetch is observed, so the view re-renders after the context inserts
/// or deletes a model or a property the filter or sort read changes.
/// (https://developer.apple.com/documentation/swiftdata/query)
@propertyWrapper
public struct Query<Element: PersistentModel, Result>: DynamicProperty {
  @Environment(\.modelContext) private var modelContext
  private let descriptor: FetchDescriptor<Element>
  private let results: (ModelContext, FetchDescriptor<Element>) -> Result

  public var wrappedValue: Result { results(modelContext, descriptor) }

  /// The context's models, or the error that fetching them raised.
  public var fetchError: (any Error)? {
    do {
      _ = try modelContext.fetch(descriptor)
      return nil
    } catch { return error }
  }
}

extension Query where Result == [Element] {
  public init(_ descriptor: FetchDescriptor<Element>, animation: Animation? = nil) {
    self.descriptor = descriptor
    results = { context, descriptor in (try? context.fetch(descriptor)) ?? [] }
  }

  public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction?) {
    self.init(descriptor)
  }

  public init(
    filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
    animation: Animation? = nil
  ) {
    self.init(FetchDescriptor(predicate: filter, sortBy: descriptors))
  }

  public init(
    filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
    transaction: Transaction?
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

import Foundation

/// Core Data's results as a view property ("A property wrapper type that retrieves entities from a
/// Core Data persistent store", Apple's documentation of `FetchRequest`). Linux has no Core Data:
/// the request type-checks and its results are always empty, so a list over them draws no rows.
@propertyWrapper
public struct FetchRequest<Result>: DynamicProperty {
  public init(
    sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil,
    animation: Animation? = nil
  ) {}

  public init(
    sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil,
    animation: Animation? = nil
  ) {}

  public var wrappedValue: FetchedResults<Result> { FetchedResults() }
}

/// The results of a `FetchRequest`: always empty here.
public struct FetchedResults<Result>: RandomAccessCollection {
  public var startIndex: Int { 0 }
  public var endIndex: Int { 0 }
  public subscript(position: Int) -> Result {
    preconditionFailure("a fetch request's results are empty: the engine has no Core Data")
  }
}

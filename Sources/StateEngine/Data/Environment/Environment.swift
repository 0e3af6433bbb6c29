/// Reads a value (`@Environment(\.dismiss)`) or an Observable object (`@Environment(Model.self)`) from the
/// environment the node receives.
@propertyWrapper
public struct Environment<Value>: DynamicProperty, EnvironmentReading {
  private let resolve: (EnvironmentValues) -> Value
  private var value: Value?

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    resolve = { $0[keyPath: keyPath] }
  }

  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    resolve = { environment in
      guard let object = environment.objects[ObjectIdentifier(objectType)] else {
        fatalError(
          "No Observable object of type \(objectType) found. A View.environment(_:) for \(objectType) may be missing as an ancestor of this view."
        )
      }
      return object as! Value
    }
  }

  public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
    resolve = { $0.objects[ObjectIdentifier(objectType)] as? Object }
  }

  public var wrappedValue: Value {
    if let value { return value }
    return resolve(EnvironmentValues())
  }
}

extension Environment: InstallableProperty {
  mutating func install(slot: inout PropertyBox?, context: InstallContext) {
    value = Tracking.reading(for: context.node) { resolve(context.node.environment) }
    slot = slot ?? EnvironmentBox()
  }

  static func inputsEqual(_ old: Environment, _ new: Environment) -> Bool { true }
}

/// Environment fields keep no state of their own; the node re-runs when its environment changes.
final class EnvironmentBox: PropertyBox {
  func takeChange() -> Bool { false }
}

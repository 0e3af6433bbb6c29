/// Makes bindings to the properties of an `@Observable` object: `$model.name`.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value>: DynamicProperty {
  public var wrappedValue: Value

  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  public var projectedValue: Bindable<Value> { self }

  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> where Value: AnyObject {
    Binding(location: ObjectLocation(object: wrappedValue, keyPath: keyPath))
  }
}

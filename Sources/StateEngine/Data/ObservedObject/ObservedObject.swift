/// Subscribes the view to an object it receives; the struct holds the object, so a parent that builds a new
/// struct with a new default object replaces it (the old one lives until the node takes the new struct).
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  public var wrappedValue: ObjectType

  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }

  public init(initialValue: ObjectType) {
    self.wrappedValue = initialValue
  }

  public var projectedValue: Wrapper {
    Wrapper(object: wrappedValue)
  }

  /// Makes bindings to the object's properties: `$model.name`.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
      Binding(location: ObjectLocation(object: object, keyPath: keyPath))
    }
  }
}

extension ObservedObject: InstallableProperty {
  mutating func install(slot: inout PropertyBox?, context: InstallContext) {
    let subscription = slot as? ObjectSubscription ?? ObjectSubscription(node: context.node)
    subscription.observe(wrappedValue)
    context.node.graph.tracker.noteInstalled(wrappedValue)
    slot = subscription
  }

  static func inputsEqual(_ old: ObservedObject, _ new: ObservedObject) -> Bool {
    old.wrappedValue === new.wrappedValue
  }
}

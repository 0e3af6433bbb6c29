/// An ObservableObject an ancestor provided with `.environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, EnvironmentReading {
  private var object: ObjectType?

  public init() {}

  public var wrappedValue: ObjectType {
    guard let object else {
      fatalError(
        "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
      )
    }
    return object
  }

  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject.Wrapper(object: wrappedValue)
  }
}

extension EnvironmentObject: InstallableProperty {
  mutating func install(slot: inout PropertyBox?, context: InstallContext) {
    let subscription = slot as? ObjectSubscription ?? ObjectSubscription(node: context.node)
    object = context.node.environment.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType
    if let object { subscription.observe(object) }
    slot = subscription
  }

  static func inputsEqual(_ old: EnvironmentObject, _ new: EnvironmentObject) -> Bool { true }
}

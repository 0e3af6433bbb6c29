/// An object owned by the view's node: the autoclosure runs once per identity, when the node is installed,
/// and the object lives as long as the node.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  private let thunk: () -> ObjectType
  private var storage: StateObjectStorage?

  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    self.thunk = thunk
  }

  public var wrappedValue: ObjectType {
    if let object = storage?.object {
      return object as! ObjectType
    }
    Console.warn(
      "Accessing StateObject's object without being installed on a View. This will create a new instance each time."
    )
    return thunk()
  }

  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject.Wrapper(object: wrappedValue)
  }
}

/// The node's box: the object once created, and the subscription to it.
private final class StateObjectStorage: ObjectSubscription {
  var object: AnyObject?

  override func detach() {
    super.detach()
    object = nil
  }
}

extension StateObject: InstallableProperty {
  mutating func install(slot: inout PropertyBox?, context: InstallContext) {
    let box = slot as? StateObjectStorage ?? StateObjectStorage(node: context.node)
    if box.object == nil {
      let object = thunk()
      box.object = object
      box.observe(object)
      context.node.graph.tracker.noteInstalled(object)
    }
    storage = box
    slot = box
  }

  static func inputsEqual(_ old: StateObject, _ new: StateObject) -> Bool { true }
}

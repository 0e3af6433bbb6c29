/// A stored property of a view whose storage the graph provides (State, Binding, StateObject, …).
/// User types conforming to it get their nested dynamic properties installed, then `update()` called.
public protocol DynamicProperty {
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}

  static func callUpdate(at pointer: UnsafeMutableRawPointer) {
    pointer.assumingMemoryBound(to: Self.self).pointee.update()
  }
}

/// The storage a node keeps for one dynamic property field.
protocol PropertyBox: AnyObject {
  /// Whether the value changed since the last body run of the owning node; resets the flag.
  func takeChange() -> Bool
  /// The node is leaving the graph: stop observing.
  func detach()
}

extension PropertyBox {
  func detach() {}
}

/// Where a property is installed: its node and field name.
struct InstallContext {
  let node: Node
  let name: String
}

/// The engine's own property wrappers: they know how to wire a box from the node into themselves.
protocol InstallableProperty {
  mutating func install(slot: inout PropertyBox?, context: InstallContext)
  /// Whether two values of this wrapper count as equal view inputs.
  static func inputsEqual(_ old: Self, _ new: Self) -> Bool
}

extension InstallableProperty {
  static func install(
    at pointer: UnsafeMutableRawPointer, slot: inout PropertyBox?, context: InstallContext
  ) {
    pointer.assumingMemoryBound(to: Self.self).pointee.install(slot: &slot, context: context)
  }

  static func compare(_ old: UnsafeRawPointer, _ new: UnsafeRawPointer) -> Bool {
    inputsEqual(
      old.assumingMemoryBound(to: Self.self).pointee, new.assumingMemoryBound(to: Self.self).pointee
    )
  }
}

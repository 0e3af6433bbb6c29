/// Work a modifier ties to its node's lifetime (`.task`, `.onReceive`): started when the node
/// appears, shown each later version of the modifier, stopped when the node goes. What it keeps
/// between versions lives on the node (`attachedState`), since the modifier is rebuilt by every
/// body run.
package protocol AttachedWork {
  func start(on node: Node)
  /// A body run rebuilt the modifier; the node's primitive already holds this version.
  func update(on node: Node)
  func stop(on node: Node)
}

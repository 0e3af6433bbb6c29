/// A child's identity under its parent: a slot (position, branch, explicit id, ForEach id) plus its type.
struct ChildKey: Hashable {
  let slot: AnyHashable
  let type: ObjectIdentifier
}

/// Slots other than plain positions, kept distinct from each other and from positions.
enum ChildSlot: Hashable {
  case trueBranch
  case falseBranch
  case explicitID(AnyHashable)
  case forEachID(AnyHashable)
  case presentation
  case pushed(Int)
  /// What a view shows beside its content: a tab's label, a picker's label, toolbar items.
  case accessory
}

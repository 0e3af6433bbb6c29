/// The identity of an alignment guide: the `AlignmentID` type that names it.
struct AlignmentKey: Hashable, @unchecked Sendable {
  let id: any AlignmentID.Type

  init(_ id: any AlignmentID.Type) { self.id = id }

  static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool {
    ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id)
  }

  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(id)) }
}

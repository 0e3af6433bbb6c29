/// Members a type gets from a platform protocol it conforms to, which its own code reads bare
/// (`objectWillChange.send()` in an `ObservableObject` class): the protocol's, never the note's
/// to declare, whatever module the rest of the block needs.
enum InheritedMembers {
  /// Protocol → the members its conforming types read without declaring them.
  private static let byProtocol: [String: Set<String>] = {
    var members: [String: Set<String>] = [
      // Combine synthesizes the publisher for every observable object.
      "ObservableObject": ["objectWillChange"],
      // Swift synthesizes these for the conformances that ask for them.
      "RawRepresentable": ["rawValue"],
      "CaseIterable": ["allCases"],
      "Hashable": ["hashValue"],
    ]
    // `enum Section: String` gets `rawValue` from its raw type.
    for rawType in rawValueTypes { members[rawType] = ["rawValue"] }
    return members
  }()

  /// The types an enum's raw values may have.
  private static let rawValueTypes = [
    "String", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
    "UInt32", "UInt64", "Double", "Float", "CGFloat",
  ]

  /// The members types conforming to `protocols` inherit.
  static func of(_ protocols: Set<String>) -> Set<String> {
    protocols.reduce(into: []) { $0.formUnion(byProtocol[$1] ?? []) }
  }
}

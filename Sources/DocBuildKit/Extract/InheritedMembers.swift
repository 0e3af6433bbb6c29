/// Members a type gets from a platform protocol it conforms to, which its own code reads bare
/// (`objectWillChange.send()` in an `ObservableObject` class): the protocol's, never the note's
/// to declare, whatever module the rest of the block needs.
enum InheritedMembers {
  /// Protocol → the members its conforming types read without declaring them.
  private static let byProtocol: [String: Set<String>] = [
    // Combine synthesizes the publisher for every observable object.
    "ObservableObject": ["objectWillChange"]
  ]

  /// The members types conforming to `protocols` inherit.
  static func of(_ protocols: Set<String>) -> Set<String> {
    protocols.reduce(into: []) { $0.formUnion(byProtocol[$1] ?? []) }
  }
}

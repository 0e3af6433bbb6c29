/// Who is evaluating right now, so reads can be attributed to the node whose body (or presentation) made them.
enum Tracking {
  static var currentNode: Node?
  /// Depth of body evaluations in progress; state writes while positive are SwiftUI's "during view update".
  static var bodyDepth = 0

  static func evaluating<T>(_ node: Node, _ work: () -> T) -> T {
    let previous = currentNode
    currentNode = node
    bodyDepth += 1
    defer {
      currentNode = previous
      bodyDepth -= 1
    }
    return work()
  }

  /// Reads made for `node` outside its body (its environment's values as it installs them):
  /// a value computed from state (`isFocused`) makes the node depend on that state.
  static func reading<T>(for node: Node, _ work: () -> T) -> T {
    let previous = currentNode
    currentNode = node
    defer { currentNode = previous }
    return work()
  }
}

/// Scrolls to a view by its identity: a `ForEach` row's id, or a view's `.id`. The engine draws no
/// scroll offset; scrolling to a row of a list or lazy stack builds the rows up to it, as scrolling
/// by hand does (Differences.md).
public struct ScrollViewProxy {
  weak var reader: Node?

  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    guard let reader, !reader.isDead else { return }
    let target = AnyHashable(id)
    let slots = [
      AnyHashable(ChildSlot.forEachID(target)), AnyHashable(ChildSlot.explicitID(target)),
    ]
    /// The node at the target's place: its row, or the ForEach that builds it.
    func search(_ node: Node) -> Node? {
      if case .transparent? = node.primitive,
        let index = node.contentElements.firstIndex(where: { slots.contains($0.key.slot) }),
        index >= node.children.count
      {
        buildRows(upTo: index + 1, around: node)
        return node
      }
      if let row = node.children.first(where: { slots.contains($0.key.slot) }) { return row }
      return node.children.lazy.compactMap(search).first
    }
    search(reader)?.environment.scrollPosition?.follow(target)
  }

  /// Builds the rows of the lazy container around a ForEach until `count` of them exist.
  private func buildRows(upTo count: Int, around forEach: Node) {
    var ancestor = forEach.parent
    while let current = ancestor {
      if case .container(let kind)? = current.primitive,
        [.list, .lazyVStack, .lazyHStack, .lazyVGrid].contains(kind)
      {
        current.graph.showMoreRows(of: current, upTo: count)
        return
      }
      ancestor = current.parent
    }
  }
}

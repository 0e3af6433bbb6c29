/// Choosing a row of a `List(selection:)`. On an iPhone a `NavigationSplitView` is collapsed into a
/// stack: choosing a row in one column pushes the next column, and going back clears the selection
/// that pushed it ("In compact size classes … the split view collapses all of its columns into a
/// stack", Apple's documentation of `NavigationSplitView`).
extension Graph {
  package func select(_ tag: AnyHashable, in list: Node) {
    guard case .selection(let selection)? = list.primitive, selection.select(tag) else { return }
    guard let (container, column) = list.splitViewColumn(),
      case .navigationContainer(_, let columns)? = container.primitive,
      columns.indices.contains(column)
    else { return }
    let popped = container.pushed.dropFirst(column)
    container.pushed.removeLast(popped.count)
    container.pushed.append(
      PushedDestination(
        link: nil, destination: columns[column], column: column, onPop: selection.clear))
    renderPrimitive(container)
  }

  /// A selection set or cleared by code (in a button, in `onAppear`) does what tapping a row or
  /// going back does: the next column is pushed while the list has a selection and popped when it
  /// has none. The list's node reads the selection, so a write to it renders the list again.
  func followSelection(_ list: Node, _ selection: ListSelection) {
    guard let (container, column) = list.splitViewColumn(),
      case .navigationContainer(_, let columns)? = container.primitive,
      columns.indices.contains(column)
    else { return }
    list.generation += 1
    let isSelecting = Tracking.evaluating(list) { selection.isSelecting() }
    let isPushed = container.pushed.count > column
    if isSelecting && !isPushed {
      container.pushed.append(
        PushedDestination(
          link: nil, destination: columns[column], column: column, onPop: selection.clear))
    } else if !isSelecting && isPushed {
      container.pushed.removeLast(container.pushed.count - column)
    } else {
      return
    }
    // The container may be rendering this list right now: it shows the change in the next pass.
    container.markDirty()
  }
}

extension Node {
  /// The nearest split view around this node, and which of its columns this node is in:
  /// 0 for the sidebar, then one more for each pushed column.
  func splitViewColumn() -> (container: Node, column: Int)? {
    var current = self
    while let parent = current.parent {
      if case .navigationContainer(_, let columns)? = parent.primitive {
        guard !columns.isEmpty else { return nil }
        if case .pushed(let index)? = current.key.slot.base as? ChildSlot {
          return (parent, index + 1)
        }
        return (parent, 0)
      }
      current = parent
    }
    return nil
  }

  /// The `List(selection:)` this link is a row of, inside `container`: such a link selects its
  /// value instead of pushing it.
  func enclosingSelectionList(below container: Node) -> Node? {
    var current = parent
    while let node = current, node !== container {
      if case .selection? = node.primitive { return node }
      current = node.parent
    }
    return nil
  }
}

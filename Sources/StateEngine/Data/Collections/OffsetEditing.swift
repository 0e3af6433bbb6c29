/// SwiftUI's additions to collections for `onDelete` and `onMove`, which report rows as offsets.
extension RangeReplaceableCollection where Self: MutableCollection {
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}

extension MutableCollection {
  /// Moves the elements at `source` so they end up before the element that was at `destination`.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moved = source.map { self[index(startIndex, offsetBy: $0)] }
    var kept: [Element] = []
    var insertion = 0
    for (offset, element) in enumerated() where !source.contains(offset) {
      if offset < destination { insertion += 1 }
      kept.append(element)
    }
    kept.insert(contentsOf: moved, at: insertion)
    for (offset, element) in kept.enumerated() {
      self[index(startIndex, offsetBy: offset)] = element
    }
  }
}

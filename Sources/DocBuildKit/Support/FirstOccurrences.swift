extension Array where Element: Equatable {
  /// The elements in order, each at its first occurrence only (module names of a reason, said once).
  var firstOccurrences: [Element] {
    reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
  }
}

/// The methods a block calls at the start of a line (`.shrinkOnLongPress {`, `.cardStyle()`), as
/// modifiers are chained: one neither the platform nor the page declares is the note's own
/// modifier, in an extension it never shows.
enum ChainedCalls {
  /// Their base names, in the order of the code, each once.
  static func names(in code: String) -> [String] {
    var names: [String] = []
    for match in code.matches(of: #/(?m)^\s*\.([\p{L}_][\p{L}\p{N}_]*)\s*[({]/#) {
      let name = String(match.1)
      if !names.contains(name) { names.append(name) }
    }
    return names
  }

  /// Methods of Swift's and Foundation's types that chains call too: never a missing modifier.
  static let standardMethods: Set<String> = [
    "map", "compactMap", "flatMap", "filter", "reduce", "sorted", "sort", "joined", "first",
    "last", "prefix", "suffix", "dropFirst", "dropLast", "enumerated", "reversed", "contains",
    "forEach", "split", "lowercased", "uppercased", "trimmingCharacters",
    "replacingOccurrences", "formatted", "appending", "components", "resume", "store", "min",
    "max", "shuffled", "firstIndex", "allSatisfy", "zip", "init", "append", "insert", "remove",
    "removeAll", "removeFirst", "removeLast",
  ]
}

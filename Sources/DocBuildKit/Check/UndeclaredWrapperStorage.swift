/// `self._counter = ObservedObject(wrappedValue: counter)` in a type that never declares
/// `@ObservedObject var counter`: `_counter` is the storage a property wrapper gives `counter`,
/// and the note left the property out (often behind a `...`). swiftc says only that the type
/// has no member `_counter`.
enum UndeclaredWrapperStorage {
  static func cause(of error: CompilerMessage, lines: [Substring]) -> CompileErrorCause? {
    guard
      let match = error.text.firstMatch(
        of: #/has no member '_([\p{L}_][\p{L}\p{N}_]*)'$/#),
      let type = error.text.firstMatch(of: #/^value of type '([\p{L}_][\p{L}\p{N}_]*)'/#)?.1
    else { return nil }
    let property = String(match.1)
    return declares(property, in: String(type), lines: lines)
      ? nil : .undeclaredWrapperStorage(property: property)
  }

  /// Whether a `var property` or `let property` is written inside a top-level declaration of
  /// `type` (its struct, class or an extension of it), up to the `}` that ends it.
  private static func declares(_ property: String, in type: String, lines: [Substring]) -> Bool {
    var inside = false
    for line in lines {
      let words = line.split { !($0.isLetter || $0.isNumber || $0 == "_") }
      if !line.hasPrefix(" "), !line.hasPrefix("\t"),
        let keyword = words.firstIndex(where: { ["struct", "class", "extension"].contains($0) })
      {
        inside = words.index(after: keyword) < words.endIndex && words[keyword + 1] == type
      }
      if inside,
        zip(words, words.dropFirst()).contains(where: { keyword, name in
          (keyword == "var" || keyword == "let") && name == property
        })
      {
        return true
      }
      if line == "}" { inside = false }
    }
    return false
  }
}

/// `self._counter = ObservedObject(wrappedValue: counter)` in a type that never declares
/// `@ObservedObject var counter`: `_counter` is the storage a property wrapper gives `counter`,
/// and the note left the property out (often behind a `...`). swiftc says only that the type
/// has no member `_counter`.
enum UndeclaredWrapperStorage {
  static func cause(of error: CompilerMessage, lines: [Substring]) -> CompileErrorCause? {
    guard
      let match = error.text.firstMatch(
        of: #/has no member '_([\p{L}_][\p{L}\p{N}_]*)'$/#)
    else { return nil }
    let property = String(match.1)
    // `var counter` or `let counter` on any line of the compiled file.
    let declares = lines.contains { line in
      let words = line.split { !($0.isLetter || $0.isNumber || $0 == "_") }
      return zip(words, words.dropFirst()).contains { keyword, name in
        (keyword == "var" || keyword == "let") && name == property
      }
    }
    return declares ? nil : .undeclaredWrapperStorage(property: property)
  }
}

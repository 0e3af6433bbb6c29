/// `@Binding var isOn = false`: a binding given an initial value, which it cannot have: the view
/// that makes this one passes it (`$isOn`). swiftc says only that the call lacks a
/// `projectedValue:` label, or cannot make a `Binding` of the value, or cannot infer its type.
enum BindingInitialValue {
  /// The cause, when `error` is on a line of the compiled file (`lines`) declaring a `@Binding`
  /// property with `=`: the property's name.
  static func cause(of error: CompilerMessage, lines: [Substring]) -> CompileErrorCause? {
    guard lines.indices.contains(error.line - 1),
      let match = lines[error.line - 1].firstMatch(
        of:
          #/@Binding\s+(?:(?:private|fileprivate|internal|public)\s+)?var\s+([\p{L}_][\p{L}\p{N}_]*)\s*(?::[^=]*)?=(?!=)/#
      )
    else { return nil }
    return .bindingGivenValue(String(match.1))
  }
}

/// `count =! 0`, `name !" ""`: a comparison operator typed with its characters swapped, or with
/// the shifted key beside the right one, which Swift has no operator for. swiftc says only that
/// it finds no such operator, or (a quote opening a string) that a `{` is expected.
enum MistypedOperator {
  /// The operator each mistyped one stands for.
  static let meant: [String: String] = [
    "!\"": "!=", "=!": "!=", "=<": "<=", "=>": ">=", "<>": "!=",
  ]

  /// The cause, when `error` (a compile error's text) is swiftc's "cannot find operator" for
  /// one of `meant`.
  static func cause(ofError error: String) -> CompileErrorCause? {
    guard let match = error.wholeMatch(of: #/cannot find operator '(.+)' in scope/#),
      let meant = meant[String(match.1)]
    else { return nil }
    return .mistypedOperator(written: String(match.1), meant: meant)
  }
}

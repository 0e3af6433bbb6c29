/// `ScrollView(alwaysBounceVertical: true)`: a SwiftUI initializer called with a label none of
/// its initializers has (a beta's, another framework's). swiftc names the label, not the
/// initializer nor the labels SwiftUI has.
enum UnknownArgumentLabel {
  /// The cause, when `error` is such a label in a call of a SwiftUI type on its line of the
  /// compiled file (`lines`); nil otherwise.
  static func cause(of error: CompilerMessage, lines: [Substring]) -> CompileErrorCause? {
    guard
      let label = error.text.firstMatch(
        of: #/^(?:extraneous argument label '([^']+)'|incorrect argument labels? in call \(have '([^']+)')/#),
      lines.indices.contains(error.line - 1)
    else { return nil }
    let line = lines[error.line - 1]
    let end =
      line.index(line.startIndex, offsetBy: max(error.column, 1), limitedBy: line.endIndex)
      ?? line.endIndex
    // The last type called before the error's column: the call the label is in.
    guard
      let type = line[..<end].matches(of: #/\b([A-Z][\p{L}\p{N}_]*)\s*\(/#).last.map({
        String($0.1)
      })
        ?? line.firstMatch(of: #/\b([A-Z][\p{L}\p{N}_]*)\s*\(/#).map({ String($0.1) })
    else { return nil }
    let spellings = PlatformAPI.shared.initializerSpellings(of: type)
    guard PlatformAPI.shared.module(of: type) == "SwiftUI", !spellings.isEmpty else { return nil }
    return .unknownArgumentLabel(
      type: type, written: String(label.1 ?? label.2 ?? ""), initializers: spellings)
  }
}

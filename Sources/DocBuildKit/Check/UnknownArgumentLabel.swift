/// `ScrollView(alwaysBounceVertical: true)`: a SwiftUI initializer called with a label none of
/// its initializers has (a beta's, another framework's). swiftc names the label, not the
/// initializer nor the labels SwiftUI has.
enum UnknownArgumentLabel {
  /// The cause, when `error` is such a label in a call of a SwiftUI type on its line of the
  /// compiled file (`lines`); nil otherwise.
  static func cause(of error: CompilerMessage, lines: [Substring]) -> CompileErrorCause? {
    guard
      let label = error.text.firstMatch(
        of:
          #/^(?:extraneous argument label '([^']+)'|incorrect argument labels? in call \(have '([^']+)'|extra argument '([^']+)' in call|extra arguments at positions )/#
      ),
      lines.indices.contains(error.line - 1)
    else { return nil }
    let line = lines[error.line - 1]
    let end =
      line.index(line.startIndex, offsetBy: max(error.column, 1), limitedBy: line.endIndex)
      ?? line.endIndex
    // The last type called before the error's column: the call the label is in.
    guard
      let call = line[..<end].matches(of: typeCall).last
        ?? line.firstMatch(of: typeCall)
    else { return nil }
    let type = String(call.1)
    let spellings = PlatformAPI.shared.initializerSpellings(of: type)
    guard PlatformAPI.shared.module(of: type) == "SwiftUI", !spellings.isEmpty else { return nil }
    // swiftc names the label, or an extra argument (one whose label some initializer has is
    // another matter), or only the extra arguments' positions: then the call's first label no
    // initializer has is the one.
    let known = PlatformAPI.shared.initializerLabels(of: type)
    guard
      let written = (label.1 ?? label.2).map(String.init)
        ?? (label.3.map { [String($0)] } ?? CallLabels.labels(of: line[call.range.upperBound...]))?
        .first(where: { $0 != "_" && !known.contains($0) })
    else { return nil }
    return .unknownArgumentLabel(type: type, written: written, initializers: spellings)
  }

  nonisolated(unsafe) private static let typeCall = #/\b([A-Z][\p{L}\p{N}_]*)\s*\(/#
}

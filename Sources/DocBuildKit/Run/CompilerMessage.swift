/// One message of swiftc's output (`main.swift:12:5: error: cannot find 'x' in scope`).
struct CompilerMessage: Codable, Hashable, Sendable {
  enum Severity: String, Codable, Sendable { case error, warning, note }

  var file: String
  var line: Int
  var column: Int
  var severity: Severity
  var text: String

  /// What swiftc quotes (`x` of "cannot find 'x' in scope"), in order.
  var quoted: [String] { Self.quoted(in: text) }

  /// The words between single quotes in `text`, in order.
  static func quoted(in text: String) -> [String] {
    text.matches(of: #/'([^']+)'/#).map { String($0.1) }
  }

  /// Reads the messages of swiftc's output; lines that are not messages (source excerpts, carets) are skipped.
  /// The engine's modules are named as the Apple modules they stand in for.
  static func parse(_ output: String) -> [CompilerMessage] {
    output.split(separator: "\n", omittingEmptySubsequences: true).compactMap {
      parseLine(Substring($0))
    }
  }

  /// swiftc's notes on `error` in its `output`: the notes that follow it, up to the next error
  /// or warning.
  static func notes(on error: CompilerMessage, in output: String) -> [CompilerMessage] {
    let messages = parse(output)
    guard
      let index = messages.firstIndex(where: {
        $0.severity == .error && $0.line == error.line && $0.column == error.column
          && $0.text == error.text
      })
    else { return [] }
    return Array(messages[(index + 1)...].prefix { $0.severity == .note })
  }

  private static func parseLine(_ line: Substring) -> CompilerMessage? {
    for severity in [Severity.error, .warning, .note] {
      guard let marker = line.range(of: ": \(severity.rawValue): ") else { continue }
      let location = line[..<marker.lowerBound].split(
        separator: ":", omittingEmptySubsequences: false)
      guard location.count >= 3, let lineNumber = Int(location[location.count - 2]),
        let column = Int(location[location.count - 1])
      else { continue }
      let file = location.dropLast(2).joined(separator: ":")
      return CompilerMessage(
        file: file, line: lineNumber, column: column, severity: severity,
        text: ExampleModules.withAppleNames(String(line[marker.upperBound...])))
    }
    return nil
  }
}

/// One message of swiftc's output (`main.swift:12:5: error: cannot find 'x' in scope`).
struct CompilerMessage: Codable, Hashable, Sendable {
  enum Severity: String, Codable, Sendable { case error, warning, note }

  var file: String
  var line: Int
  var column: Int
  var severity: Severity
  var text: String

  /// Reads the messages of swiftc's output; lines that are not messages (source excerpts, carets) are skipped.
  static func parse(_ output: String) -> [CompilerMessage] {
    output.split(separator: "\n", omittingEmptySubsequences: true).compactMap {
      parseLine(Substring($0))
    }
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
        text: String(line[marker.upperBound...]))
    }
    return nil
  }
}

/// A problem found in the input, as a value: stages report these and never print.
public struct Diagnostic: Hashable, Sendable {
  public enum Severity: String, Hashable, Sendable, Comparable {
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
      lhs == .warning && rhs == .error
    }
  }

  public var severity: Severity
  /// A stable identifier of the kind of problem, such as `front-matter.malformed`.
  public var id: String
  public var message: String
  /// The file the problem is in, relative to the input folder where possible.
  public var path: String
  /// Where in the file; `nil` when the problem concerns the whole file.
  public var range: SourceRange?
  /// Extra lines shown under the message (a diff, a list of choices).
  public var notes: [String]
  /// For a compile error swiftc's words do not explain: what it is about, which the page says
  /// in its own language (`message` holds it in English).
  var cause: CompileErrorCause?

  public init(
    _ severity: Severity, id: String, _ message: String, path: String,
    range: SourceRange? = nil, notes: [String] = []
  ) {
    self.severity = severity
    self.id = id
    self.message = message
    self.path = path
    self.range = range
    self.notes = notes
  }

  public static func warning(
    _ id: String, _ message: String, path: String, range: SourceRange? = nil,
    notes: [String] = []
  ) -> Diagnostic {
    Diagnostic(.warning, id: id, message, path: path, range: range, notes: notes)
  }

  public static func error(
    _ id: String, _ message: String, path: String, range: SourceRange? = nil,
    notes: [String] = []
  ) -> Diagnostic {
    Diagnostic(.error, id: id, message, path: path, range: range, notes: notes)
  }

  /// `path:line:col: severity: message`, the form compilers and editors understand.
  public var formatted: String {
    var location = path
    if let start = range?.start { location += ":\(start.line):\(start.column)" }
    var text = "\(location): \(severity.rawValue): \(message)"
    for note in notes { text += "\n    " + note }
    return text
  }
}

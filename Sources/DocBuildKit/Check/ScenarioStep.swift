/// One user action of a scenario, with the note line it is written on.
public struct ScenarioStep: Hashable, Sendable, CustomStringConvertible {
  public enum Action: Hashable, Sendable {
    case tap(String, in: String?)
    case toggle(String, in: String?)
    case type(String, into: String, in: String?)
    case open(String, in: String?)
    case back
    case dismiss
    /// Lets time pass on the engine's clock: `wait 2s`, `wait 300ms`.
    case wait(seconds: Double)
  }

  public var action: Action
  public var line: Int

  public init(action: Action, line: Int) {
    self.action = action
    self.line = line
  }

  /// The step as a normalised scenario line (`tap "+1" in Counter`): how output headers name it.
  public var description: String { action.description }

  /// A line that does not read as an action: what was expected, at a 0-based scalar offset.
  struct Failure: Error, Equatable {
    var message: String
    var offset: Int
  }

  /// Parses one scenario line: an action, `nil` for a blank or comment line, or a failure.
  static func parse(_ line: some StringProtocol) -> Result<Action?, Failure> {
    var reader = LineReader(line)
    do {
      return .success(try reader.action())
    } catch {
      return .failure(error)
    }
  }
}

extension ScenarioStep.Action: CustomStringConvertible {
  public var description: String {
    func scoped(_ text: String, _ view: String?) -> String {
      view.map { text + " in " + $0 } ?? text
    }
    let quote = QuotedStringScanner.quote
    return switch self {
    case .tap(let label, let view): scoped("tap " + quote(label), view)
    case .toggle(let label, let view): scoped("toggle " + quote(label), view)
    case .type(let text, let field, let view):
      scoped("type \(quote(text)) into \(quote(field))", view)
    case .open(let label, let view): scoped("open " + quote(label), view)
    case .back: "back"
    case .dismiss: "dismiss"
    case .wait(let seconds): "wait " + Self.duration(seconds)
    }
  }

  /// Whole seconds as `2s`, whole milliseconds as `300ms`, anything else in seconds (the engine
  /// names its wait steps the same way).
  static func duration(_ seconds: Double) -> String {
    let milliseconds = seconds * 1000
    if seconds == seconds.rounded() { return "\(Int(seconds))s" }
    if milliseconds == milliseconds.rounded() { return "\(Int(milliseconds))ms" }
    return "\(seconds)s"
  }
}

/// Reads one scenario line word by word, failing with what was expected where.
private struct LineReader {
  var scanner: QuotedStringScanner

  init(_ line: some StringProtocol) {
    scanner = QuotedStringScanner(line)
  }

  mutating func action() throws(ScenarioStep.Failure) -> ScenarioStep.Action? {
    scanner.skipWhitespace()
    if scanner.isAtEnd || startsComment { return nil }
    let start = scanner.offset
    let verb = word()
    let action: ScenarioStep.Action
    switch verb {
    case "tap": action = .tap(try quoted(after: "`tap`", what: "label"), in: try viewScope())
    case "toggle":
      action = .toggle(try quoted(after: "`toggle`", what: "label"), in: try viewScope())
    case "open":
      action = .open(try quoted(after: "`open`", what: "link label"), in: try viewScope())
    case "type":
      let text = try quoted(after: "`type`", what: "text")
      try keyword("into", after: "the text")
      action = .type(
        text, into: try quoted(after: "`into`", what: "field label"), in: try viewScope())
    case "back": action = .back
    case "dismiss": action = .dismiss
    case "wait": action = .wait(seconds: try duration())
    default:
      throw ScenarioStep.Failure(
        message: verb.isEmpty
          ? "expected an action: tap, toggle, type, open, back, dismiss or wait"
          : "unknown action `\(verb)`: expected tap, toggle, type, open, back, dismiss or wait",
        offset: start)
    }
    try end()
    return action
  }

  private var startsComment: Bool {
    scanner.current == "/" && scanner.scalars.count > scanner.offset + 1
      && scanner.scalars[scanner.offset + 1] == "/"
  }

  private mutating func word() -> String {
    scanner.read(while: { !$0.properties.isWhitespace && $0 != "\"" })
  }

  private mutating func quoted(after previous: String, what: String) throws(ScenarioStep.Failure)
    -> String
  {
    scanner.skipWhitespace()
    guard scanner.current == "\"" else {
      throw ScenarioStep.Failure(
        message: "expected a quoted \(what) after \(previous)", offset: scanner.offset)
    }
    do {
      return try scanner.readQuoted()
    } catch {
      switch error {
      case .unterminatedString(let offset):
        throw ScenarioStep.Failure(
          message: "unterminated string: expected a closing `\"`", offset: offset)
      case .unknownEscape(let offset):
        throw ScenarioStep.Failure(
          message: "unknown escape: only `\\\"` and `\\\\` are allowed", offset: offset)
      }
    }
  }

  private mutating func keyword(_ expected: String, after previous: String) throws(ScenarioStep
    .Failure)
  {
    scanner.skipWhitespace()
    let start = scanner.offset
    guard word() == expected else {
      throw ScenarioStep.Failure(message: "expected `\(expected)` after \(previous)", offset: start)
    }
  }

  /// A duration after `wait`: a number with `s` or `ms`, e.g. `2s`, `0.5s`, `300ms`.
  private mutating func duration() throws(ScenarioStep.Failure) -> Double {
    scanner.skipWhitespace()
    let start = scanner.offset
    let number = scanner.read(while: { $0.properties.numericType != nil || $0 == "." })
    let unit = scanner.read(while: { $0.properties.isAlphabetic })
    guard let value = Double(number), value.isFinite, unit == "s" || unit == "ms" else {
      throw ScenarioStep.Failure(
        message: "expected a duration after `wait`, e.g. `2s` or `300ms`", offset: start)
    }
    return unit == "ms" ? value / 1000 : value
  }

  /// An optional `in ViewName`.
  private mutating func viewScope() throws(ScenarioStep.Failure) -> String? {
    scanner.skipWhitespace()
    if scanner.isAtEnd || startsComment { return nil }
    try keyword("in", after: "the label (or the end of the line)")
    scanner.skipWhitespace()
    let start = scanner.offset
    let view = scanner.read(while: {
      $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil
    })
    guard !view.isEmpty, view.unicodeScalars.first?.properties.numericType == nil else {
      throw ScenarioStep.Failure(message: "expected a view name after `in`", offset: start)
    }
    return view
  }

  private mutating func end() throws(ScenarioStep.Failure) {
    scanner.skipWhitespace()
    guard scanner.isAtEnd || startsComment else {
      throw ScenarioStep.Failure(
        message: "unexpected text after the action", offset: scanner.offset)
    }
  }
}

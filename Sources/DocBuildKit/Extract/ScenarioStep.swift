import EngineInterface

/// One user action of a scenario, with the note line it is written on.
public struct ScenarioStep: Hashable, Sendable, CustomStringConvertible {
  public var action: UserAction
  public var line: Int

  public init(action: UserAction, line: Int) {
    self.action = action
    self.line = line
  }

  /// The step as a normalised scenario line (`tap "+1" in Counter`): how output headers name it.
  public var description: String { action.scenarioLine }

  /// A line that does not read as an action: what was expected, at a 0-based scalar offset.
  struct Failure: Error, Equatable {
    var message: String
    var offset: Int
  }

  /// Parses one scenario line: an action, `nil` for a blank or comment line, or a failure.
  static func parse(_ line: some StringProtocol) -> Result<UserAction?, Failure> {
    var reader = LineReader(line)
    do {
      return .success(try reader.action())
    } catch {
      return .failure(error)
    }
  }
}

extension UserAction {
  /// The action as a normalised scenario line, as a note writes it.
  public var scenarioLine: String {
    func scoped(_ text: String, _ view: String?, _ index: Int? = nil) -> String {
      (view.map { text + " in " + $0 } ?? text) + (index.map { " #\($0)" } ?? "")
    }
    let quote = QuotedStringScanner.quote
    return switch self {
    case .tap(let label, let view, let index): scoped("tap " + quote(label), view, index)
    case .toggle(let label, let view, let index): scoped("toggle " + quote(label), view, index)
    case .type(let text, let field, let view, let index):
      scoped("type \(quote(text)) into \(quote(field))", view, index)
    case .open(let label, let view): scoped("open " + quote(label), view)
    case .back: "back"
    case .dismiss: "dismiss"
    case .wait(let seconds): "wait " + WaitDuration.describe(seconds)
    case .pick(let option, let picker): "pick \(quote(option)) in \(quote(picker))"
    case .drag(let label, let value, let view, let index):
      scoped("drag " + quote(label), view, index) + " to \(value)"
    case .swipeToDelete(let label): "swipe to delete " + quote(label)
    case .scroll(let label): "scroll to " + quote(label)
    case .doubleTap(let label, let view, let index):
      scoped("double tap " + quote(label), view, index)
    case .longPress(let label, let view, let index):
      scoped("long press " + quote(label), view, index)
    case .dragView(let label, let offset, let view, let index):
      scoped("drag " + quote(label), view, index) + " by \(offset)"
    case .focus(let label, let view, let index): scoped("focus " + quote(label), view, index)
    case .submit(let label, let view, let index): scoped("submit " + quote(label), view, index)
    case .refresh: "refresh"
    case .pinch(let label, let scale, let view, let index):
      scoped("pinch " + quote(label), view, index) + " by " + ScenarioNumber.describe(scale)
    case .rotate(let label, let degrees, let view, let index):
      scoped("rotate " + quote(label), view, index) + " by " + ScenarioNumber.describe(degrees)
    }
  }
}

/// Reads one scenario line word by word, failing with what was expected where.
private struct LineReader {
  var scanner: QuotedStringScanner

  init(_ line: some StringProtocol) {
    scanner = QuotedStringScanner(line)
  }

  mutating func action() throws(ScenarioStep.Failure) -> UserAction? {
    scanner.skipWhitespace()
    if scanner.isAtEnd || startsComment { return nil }
    let start = scanner.offset
    let verb = word()
    let action: UserAction
    switch verb {
    case "tap":
      let label = try quoted(after: "`tap`", what: "label")
      let (view, index) = try scopeAndIndex()
      action = .tap(label, in: view, index: index)
    case "toggle":
      let label = try quoted(after: "`toggle`", what: "label")
      let (view, index) = try scopeAndIndex()
      action = .toggle(label, in: view, index: index)
    case "open":
      action = .open(try quoted(after: "`open`", what: "link label"), in: try viewScope())
    case "type":
      let text = try quoted(after: "`type`", what: "text")
      try keyword("into", after: "the text")
      let field = try quoted(after: "`into`", what: "field label")
      let (view, index) = try scopeAndIndex()
      action = .type(text, into: field, in: view, index: index)
    case "back": action = .back
    case "dismiss": action = .dismiss
    case "wait": action = .wait(seconds: try duration())
    case "pick":
      let option = try quoted(after: "`pick`", what: "option")
      try keyword("in", after: "the option")
      action = .pick(option, in: try quoted(after: "`in`", what: "picker label"))
    case "double":
      try keyword("tap", after: "`double`")
      let label = try quoted(after: "`double tap`", what: "label")
      let (view, index) = try scopeAndIndex()
      action = .doubleTap(label, in: view, index: index)
    case "long":
      try keyword("press", after: "`long`")
      let label = try quoted(after: "`long press`", what: "label")
      let (view, index) = try scopeAndIndex()
      action = .longPress(label, in: view, index: index)
    case "drag":
      let label = try quoted(after: "`drag`", what: "label")
      action = try dragAction(label)
    case "focus":
      let label = try quoted(after: "`focus`", what: "field label")
      let (view, index) = try scopeAndIndex()
      action = .focus(label, in: view, index: index)
    case "submit":
      let label = try quoted(after: "`submit`", what: "field label")
      let (view, index) = try scopeAndIndex()
      action = .submit(label, in: view, index: index)
    case "refresh": action = .refresh
    case "pinch":
      let label = try quoted(after: "`pinch`", what: "label")
      let (view, index, scale) = try scopedAmount(
        after: "`by` and the scale, e.g. `by 2`",
        valid: { $0 > 0 }, "a scale above 0 after `by`: 2 doubles the size, 0.5 halves it")
      action = .pinch(label, by: scale, in: view, index: index)
    case "rotate":
      let label = try quoted(after: "`rotate`", what: "label")
      let (view, index, degrees) = try scopedAmount(
        after: "`by` and the degrees, e.g. `by 45`", valid: { _ in true }, "")
      action = .rotate(label, by: degrees, in: view, index: index)
    case "scroll":
      try keyword("to", after: "`scroll`")
      action = .scroll(to: try quoted(after: "`scroll to`", what: "row text"))
    case "swipe":
      try keyword("to", after: "`swipe`")
      try keyword("delete", after: "`swipe to`")
      action = .swipeToDelete(try quoted(after: "`swipe to delete`", what: "row text"))
    default:
      throw ScenarioStep.Failure(
        message: verb.isEmpty
          ? "expected an action: \(Self.verbs)"
          : "unknown action `\(verb)`: expected \(Self.verbs)",
        offset: start)
    }
    try end()
    return action
  }

  private static let verbs =
    "tap, double tap, long press, toggle, type, focus, submit, open, back, dismiss, wait, pick,"
    + " drag, pinch, rotate, scroll to, swipe to delete or refresh"

  /// After a pinch's or rotation's label: an optional `in View` and `#n`, then `by` and a number
  /// that must be `valid` (else the error says `expected` and the `invalid` text).
  private mutating func scopedAmount(
    after expected: String, valid: (Double) -> Bool, _ invalid: String
  ) throws(ScenarioStep.Failure) -> (String?, Int?, Double) {
    let (view, index) = try scopeAndIndex(before: "by")
    scanner.skipWhitespace()
    let start = scanner.offset
    guard word() == "by" else {
      throw ScenarioStep.Failure(message: "expected \(expected)", offset: start)
    }
    scanner.skipWhitespace()
    let numberStart = scanner.offset
    let amount = try number(after: "`by`")
    guard valid(amount) else {
      throw ScenarioStep.Failure(message: "expected \(invalid)", offset: numberStart)
    }
    return (view, index, amount)
  }

  /// After `drag "Label"` and an optional `in View` and `#n`: `to 0.8` sets a slider; `by 120, 0`
  /// drags a view with a drag gesture by that many points.
  private mutating func dragAction(_ label: String) throws(ScenarioStep.Failure) -> UserAction {
    var view: String?
    var position = try index()
    scanner.skipWhitespace()
    var start = scanner.offset
    var next = word()
    if next == "in", position == nil {
      view = try viewName()
      position = try index()
      scanner.skipWhitespace()
      start = scanner.offset
      next = word()
    }
    switch next {
    case "to":
      return .drag(label, to: try number(after: "`to`"), in: view, index: position)
    case "by":
      break
    default:
      throw ScenarioStep.Failure(
        message: "expected `to` (a slider's value) or `by` (an offset) after the "
          + (view == nil ? "label" : "view name"),
        offset: start)
    }
    let x = try number(after: "`by`")
    scanner.skipWhitespace()
    guard scanner.current == "," else {
      throw ScenarioStep.Failure(
        message: "expected `,` and the vertical offset, e.g. `by 120, 0`", offset: scanner.offset)
    }
    scanner.skip(while: { $0 == "," })
    let y = try number(after: "`,`")
    return .dragView(label, by: DragOffset(x: x, y: y), in: view, index: position)
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
          message: "unknown escape: use `\\\"`, `\\\\`, `\\n`, `\\t` or `\\u{…}`", offset: offset)
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

  /// An optional `in ViewName`, then an optional `#n`; then the end of the line, or the word
  /// `next` when one follows.
  private mutating func scopeAndIndex(before next: String? = nil) throws(ScenarioStep.Failure) -> (
    String?, Int?
  ) {
    if let index = try index() { return (nil, index) }
    let view = try viewScope(before: next)
    return (view, try index())
  }

  /// `#2`: which of several controls with the label, counted from 1.
  private mutating func index() throws(ScenarioStep.Failure) -> Int? {
    scanner.skipWhitespace()
    guard scanner.current == "#" else { return nil }
    let start = scanner.offset
    scanner.skip(while: { $0 == "#" })
    guard let index = Int(scanner.read(while: { ("0"..."9").contains($0) })), index > 0 else {
      throw ScenarioStep.Failure(message: "expected a number from 1 after `#`", offset: start)
    }
    return index
  }

  private mutating func number(after previous: String) throws(ScenarioStep.Failure) -> Double {
    scanner.skipWhitespace()
    let start = scanner.offset
    let text = scanner.read(while: { ("0"..."9").contains($0) || $0 == "." || $0 == "-" })
    guard let value = Double(text), value.isFinite else {
      throw ScenarioStep.Failure(message: "expected a number after \(previous)", offset: start)
    }
    return value
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

  /// An optional `in ViewName`, before the end of the line or the word `next`.
  private mutating func viewScope(before next: String? = nil) throws(ScenarioStep.Failure)
    -> String?
  {
    scanner.skipWhitespace()
    if scanner.isAtEnd || startsComment { return nil }
    if let next {
      var lookahead = self
      let word = lookahead.word()
      if word == next { return nil }
      if word != "in" {
        throw ScenarioStep.Failure(
          message: "expected `in` or `\(next)` after the label", offset: scanner.offset)
      }
    }
    try keyword("in", after: "the label (or the end of the line)")
    return try viewName()
  }

  /// A view's type name, after `in`.
  private mutating func viewName() throws(ScenarioStep.Failure) -> String {
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

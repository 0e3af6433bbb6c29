import EngineInterface

extension ExploredAction {
  /// The scenario line that does this action again: `tap "+1"`, `tap "+1" #2` for the second
  /// control of that label, `type "Kim" into "Name"`, `back`.
  var scenarioLine: String {
    let quote = QuotedStringScanner.quote
    let index = occurrence > 1 ? " #\(occurrence)" : ""
    switch kind {
    case "back": return "back"
    case "toggle": return "toggle " + quote(label) + index
    case "text field": return "type \(quote(text ?? "")) into \(quote(label))"
    case "link": return "open " + quote(label)
    default: return "tap " + quote(label) + index
    }
  }
}

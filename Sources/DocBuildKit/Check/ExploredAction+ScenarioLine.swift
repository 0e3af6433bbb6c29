import EngineInterface

extension ExploredAction {
  /// The scenario line that does this action again: `tap "+1"`, `tap "+1" #2` for the second
  /// control of that label, `type "Kim" into "Name"`, `back`, `wait 1s`, `dismiss`.
  var scenarioLine: String {
    let quote = QuotedStringScanner.quote
    let index = occurrence > 1 ? " #\(occurrence)" : ""
    switch kind {
    case "back", ExploredAction.dismiss, ExploredAction.refresh: return kind
    case ExploredAction.wait: return "wait " + (text ?? "")
    case ExploredAction.swipeToDelete, ExploredAction.scroll: return kind + " " + quote(label)
    case ExploredAction.focus, ExploredAction.submit: return kind + " " + quote(label) + index
    case "toggle": return "toggle " + quote(label) + index
    case "text field": return "type \(quote(text ?? "")) into \(quote(label))"
    case "link": return "open " + quote(label)
    case "double-tappable view": return "double tap " + quote(label) + index
    case "long-pressable view": return "long press " + quote(label) + index
    case "draggable view": return "drag \(quote(label))\(index) by \(text ?? "")"
    default: return "tap " + quote(label) + index
    }
  }
}

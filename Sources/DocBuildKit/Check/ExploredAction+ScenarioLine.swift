import EngineInterface

extension ExploredAction {
  /// The scenario action that does this again: a control by its label, the n-th of several with
  /// that label by its index, focusing or submitting a field, a view's gesture, waiting,
  /// dismissing, swiping a row, scrolling, going back.
  var userAction: UserAction {
    let index = occurrence > 1 ? occurrence : nil
    switch kind {
    case "back": return .back
    case ExploredAction.refresh: return .refresh
    case ExploredAction.dismiss: return .dismiss
    case ExploredAction.wait: return .wait(seconds: text.flatMap(WaitDuration.seconds(in:)) ?? 0)
    case ExploredAction.swipeToDelete: return .swipeToDelete(label)
    case ExploredAction.scroll: return .scroll(to: label)
    case "toggle": return .toggle(label, in: nil, index: index)
    case "text field": return .type(text ?? "", into: label, in: nil)
    case "link": return .open(label, in: nil)
    case ExploredAction.focus: return .focus(label, in: nil, index: index)
    case ExploredAction.submit: return .submit(label, in: nil, index: index)
    case "double-tappable view": return .doubleTap(label, in: nil, index: index)
    case "long-pressable view": return .longPress(label, in: nil, index: index)
    case "draggable view":
      let offset = text.flatMap(DragOffset.init(parsing:)) ?? DragOffset(x: 0, y: 0)
      return .dragView(label, by: offset, in: nil, index: index)
    case "pinchable view":
      return .pinch(label, by: text.flatMap(Double.init) ?? 1, in: nil, index: index)
    case "rotatable view":
      return .rotate(label, by: text.flatMap(Double.init) ?? 0, in: nil, index: index)
    default: return .tap(label, in: nil, index: index)
    }
  }

  /// The scenario line that does this action again: `tap "+1"`, `tap "+1" #2`,
  /// `type "Kim" into "Name"`, `submit "Name"`, `wait 1s`, `back`.
  var scenarioLine: String { userAction.scenarioLine }
}

import EngineInterface
import StateEngine

/// Focus and the return key. The engine knows where focus is only through the note's `@FocusState`
/// bindings (`.focused`): focusing a field writes its binding and clears the others on screen, as
/// one field at a time holds focus on iOS.
extension ViewHost {
  /// The field takes focus, as when the user taps into it.
  public func focus(_ label: String, in viewType: String? = nil, index: Int? = nil) throws {
    let control = try find(.textField, label, in: viewType, index: index)
    try focus(control, named: describe("focus", label, viewType, index))
  }

  func focus(_ control: Control, named name: String) throws {
    guard let target = focusTarget(of: control.node) else {
      throw HostError(
        message:
          "The text field \(quoted(control.label)) has no `.focused(…)`: focus is followed through a @FocusState",
        available: availableControls())
    }
    step(name) { moveFocus(to: target) }
  }

  /// The return key in the field: the `onSubmit` actions around it run, innermost first, while the
  /// field still has focus (a handler that switches on the focused field sees this one and may move
  /// focus to the next); if focus is still on the field afterwards, it gives it up (the keyboard
  /// goes down).
  public func submit(_ label: String, in viewType: String? = nil, index: Int? = nil) throws {
    let control = try find(.textField, label, in: viewType, index: index)
    try submit(control, named: describe("submit", label, viewType, index))
  }

  func submit(_ control: Control, named name: String) throws {
    guard submits(control) else {
      throw HostError(
        message: "The return key adds a new line in \(quoted(control.label)): it does not submit",
        available: availableControls())
    }
    let target = focusTarget(of: control.node)
    let actions = submitActions(of: control.node)
    step(name) {
      actions.forEach { $0() }
      if let target, target.isFocused() { target.resign() }
    }
  }

  /// Whether the return key submits the field: single-line fields do, editors add a line.
  func submits(_ control: Control) -> Bool {
    guard case .textField(_, _, let kind)? = control.node.primitive else { return false }
    return kind == .singleLine || kind == .secure
  }

  /// Whether an `onSubmit` action waits on the field's return key.
  func hasSubmitAction(_ control: Control) -> Bool {
    !submitActions(of: control.node).isEmpty
  }

  /// The `.focused` binding of the field: the nearest one around it.
  func focusTarget(of field: Node) -> FocusTarget? {
    var current = field.parent
    while let node = current {
      if case .interaction(.focus(let target))? = node.primitive { return target }
      current = node.parent
    }
    return nil
  }

  /// The `onSubmit` actions around a field up to the nearest blocking `submitScope`, outermost
  /// first as SwiftUI runs nested ones: those of `.search` for a searchable view's field, of
  /// `.text` for the others.
  private func submitActions(of field: Node) -> [() -> Void] {
    let trigger: SubmitTriggers = field.isSearchField ? .search : .text
    var actions: [() -> Void] = []
    var current = field.parent
    while let node = current {
      if case .interaction(.submit(let triggers, let action))? = node.primitive,
        triggers.contains(trigger)
      {
        actions.append(action)
      }
      if case .attribute(Primitive.submitScope)? = node.primitive { break }
      current = node.parent
    }
    return actions.reversed()
  }

  /// Focuses `target`, first clearing every other focused binding on screen.
  func moveFocus(to target: FocusTarget) {
    var others: [FocusTarget] = []
    VisibleTree.walk(topLayer) { node in
      if case .interaction(.focus(let other))? = node.primitive, other.isFocused() {
        others.append(other)
      }
    }
    others.forEach { $0.resign() }
    target.focus()
  }
}

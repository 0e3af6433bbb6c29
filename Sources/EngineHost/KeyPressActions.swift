import StateEngine

/// Hardware key presses. The engine knows where focus is only through the note's `@FocusState`
/// bindings (`.focused`), so a press goes to the view whose binding names it: its `onKeyPress`
/// handlers and those around it, innermost first, until one returns `.handled`. A press is the key
/// going down, then up, each offered on its own.
extension ViewHost {
  public func press(
    _ key: KeyEquivalent, characters: String? = nil, modifiers: EventModifiers = []
  ) throws {
    guard let focused = focusedView() else {
      throw HostError(
        message: "No view has focus: a key press goes to the view a @FocusState binding focuses",
        available: availableControls())
    }
    let handlers = keyPressHandlers(around: focused)
    step("press \(quoted(characters ?? String(key.character)))") {
      for phase: KeyPress.Phases in [.down, .up] {
        let press = KeyPress(
          key: key, characters: characters ?? String(key.character), modifiers: modifiers,
          phase: phase)
        _ = handlers.lazy.compactMap { $0.handle(press) }.first { $0 == .handled }
      }
    }
  }

  /// The `.focused` node whose binding names its view.
  private func focusedView() -> Node? {
    var focused: Node?
    VisibleTree.walk(topLayer) { node in
      if case .interaction(.focus(let target))? = node.primitive, target.isFocused() {
        focused = node
      }
    }
    return focused
  }

  /// The handlers on the focused view itself (the modifiers it wears inside `.focused`), then those
  /// of the views around it, innermost first.
  private func keyPressHandlers(around focused: Node) -> [KeyPressHandler] {
    var inner: [KeyPressHandler] = []
    var node = focused
    while node.children.count == 1 {
      node = node.children[0]
      if case .interaction(.keyPress(let handler))? = node.primitive { inner.append(handler) }
    }
    var handlers = Array(inner.reversed())
    var current: Node? = focused
    while let ancestor = current {
      if case .interaction(.keyPress(let handler))? = ancestor.primitive { handlers.append(handler) }
      current = ancestor.parent
    }
    return handlers
  }
}

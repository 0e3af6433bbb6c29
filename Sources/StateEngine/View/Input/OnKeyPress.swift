import Foundation

/// An `onKeyPress` action and the presses it wants.
package struct KeyPressHandler {
  let accepts: (KeyPress) -> Bool
  let action: (KeyPress) -> KeyPress.Result

  /// Runs the action if it wants the press; nil when it does not.
  package func handle(_ press: KeyPress) -> KeyPress.Result? {
    accepts(press) ? action(press) : nil
  }
}

/// "Performs an action if the user presses a key on a hardware keyboard while the view has focus"
/// (Apple's documentation of `onKeyPress`): the handlers around the focused view, innermost first,
/// until one handles the press. Keys and characters select which presses reach the action; the
/// default phases are `[.down, .repeat]`.
extension View {
  public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result)
    -> some View
  {
    onKeyPress(keys: [key], phases: [.down, .repeat]) { _ in action() }
  }

  public func onKeyPress(
    _ key: KeyEquivalent, phases: KeyPress.Phases,
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    onKeyPress(keys: [key], phases: phases, action: action)
  }

  public func onKeyPress(
    keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    keyPressHandler({ keys.contains($0.key) && phases.contains($0.phase) }, action)
  }

  public func onKeyPress(
    characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    keyPressHandler(
      { press in
        phases.contains(press.phase) && !press.characters.isEmpty
          && press.characters.unicodeScalars.allSatisfy(characters.contains)
      }, action)
  }

  public func onKeyPress(
    phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
  ) -> some View {
    keyPressHandler({ phases.contains($0.phase) }, action)
  }

  private func keyPressHandler(
    _ accepts: @escaping (KeyPress) -> Bool, _ action: @escaping (KeyPress) -> KeyPress.Result
  ) -> ModifiedContent<Self, _BuiltInModifier> {
    builtIn(.interaction(.keyPress(KeyPressHandler(accepts: accepts, action: action))))
  }
}

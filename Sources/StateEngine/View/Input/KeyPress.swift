import Foundation

/// A key pressed on a hardware keyboard while the view, or one inside it, has focus (iOS 17): what
/// an `onKeyPress` action receives.
public struct KeyPress: Sendable {
  public let key: KeyEquivalent
  /// The characters the key generates, as if no modifier key applied.
  public let characters: String
  public let modifiers: EventModifiers
  public let phase: Phases

  package init(key: KeyEquivalent, characters: String, modifiers: EventModifiers, phase: Phases) {
    (self.key, self.characters, self.modifiers, self.phase) = (key, characters, modifiers, phase)
  }

  /// The moments of a press an action asks for: the key going down, repeating while held, going up.
  public struct Phases: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static var down: Self { Self(rawValue: 1 << 0) }
    public static var `repeat`: Self { Self(rawValue: 1 << 1) }
    public static var up: Self { Self(rawValue: 1 << 2) }
    public static var all: Self { [.down, .repeat, .up] }
  }

  /// Whether the action consumed the press: an ignored one goes on to the handlers around it.
  public enum Result: Hashable, Sendable {
    case handled, ignored
  }
}

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

  /// The focus ring is the system's drawing; the engine draws none.
  public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
    accepted("focusEffectDisabled")
  }
}

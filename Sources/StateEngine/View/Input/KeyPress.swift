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

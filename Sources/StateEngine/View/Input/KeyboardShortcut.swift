/// A key and the modifiers held with it that trigger a control from the keyboard.
public struct KeyboardShortcut: Hashable, Sendable {
  public var key: KeyEquivalent
  public var modifiers: EventModifiers

  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.key = key
    self.modifiers = modifiers
  }

  /// Return, the shortcut of a window's default button.
  public static var defaultAction: Self { Self(.return, modifiers: []) }
  /// Escape, the shortcut that cancels.
  public static var cancelAction: Self { Self(.escape, modifiers: []) }
}

/// A keyboard shortcut on a control: recorded by name, since a page has no keyboard focus to
/// deliver it (a reader taps the control instead).
extension View {
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command)
    -> some View
  {
    accepted("keyboardShortcut")
  }

  public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
    accepted("keyboardShortcut")
  }

  public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
    accepted("keyboardShortcut")
  }
}

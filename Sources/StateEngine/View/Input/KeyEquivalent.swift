/// A key a keyboard shortcut presses, with its modifiers held.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  public var character: Character

  public init(_ character: Character) { self.character = character }

  public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }

  // The private-use characters AppKit gives the function keys.
  public static var upArrow: Self { Self("\u{F700}") }
  public static var downArrow: Self { Self("\u{F701}") }
  public static var leftArrow: Self { Self("\u{F702}") }
  public static var rightArrow: Self { Self("\u{F703}") }
  public static var home: Self { Self("\u{F729}") }
  public static var end: Self { Self("\u{F72B}") }
  public static var pageUp: Self { Self("\u{F72C}") }
  public static var pageDown: Self { Self("\u{F72D}") }
  public static var clear: Self { Self("\u{F739}") }
  public static var deleteForward: Self { Self("\u{F728}") }
  public static var delete: Self { Self("\u{7F}") }
  public static var escape: Self { Self("\u{1B}") }
  public static var `return`: KeyEquivalent { KeyEquivalent("\r") }
  public static var space: Self { Self(" ") }
  public static var tab: Self { Self("\t") }
}

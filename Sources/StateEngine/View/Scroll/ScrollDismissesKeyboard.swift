/// How scrolling hides the software keyboard (iOS 16). The engine draws no keyboard and its scrolls
/// (a scenario's `scroll`) are not drags, so the mode is kept in the environment, where views below
/// read it as in SwiftUI, and a field keeps its focus through a scroll (Differences.md).
public struct ScrollDismissesKeyboardMode: Hashable, Sendable, CustomStringConvertible {
  public let description: String

  public static var automatic: Self { Self(description: "automatic") }
  public static var immediately: Self { Self(description: "immediately") }
  public static var interactively: Self { Self(description: "interactively") }
  public static var never: Self { Self(description: "never") }
}

private enum ScrollDismissesKeyboardKey: EnvironmentKey {
  static var defaultValue: ScrollDismissesKeyboardMode { .automatic }
}

extension EnvironmentValues {
  public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
    get { self[ScrollDismissesKeyboardKey.self] }
    set { self[ScrollDismissesKeyboardKey.self] = newValue }
  }
}

extension View {
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
    environment(\.scrollDismissesKeyboardMode, mode)
  }
}

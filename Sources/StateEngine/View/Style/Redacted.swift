import Foundation

/// Why content is shown as a placeholder (`.placeholder`, `.privacy`).
public struct RedactionReasons: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static var placeholder: Self { Self(rawValue: 1) }
  public static var privacy: Self { Self(rawValue: 2) }
  public static var invalidated: Self { Self(rawValue: 4) }
}

private enum RedactionReasonsKey: EnvironmentKey {
  static var defaultValue: RedactionReasons { [] }
}

extension EnvironmentValues {
  /// The reasons the views here are redacted: those of the `redacted(reason:)` modifiers around
  /// them, none under `unredacted()`.
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }
}

/// Redaction reaches the environment, where views read it; the preview shows the content itself.
extension View {
  /// Adds to the reasons of the redactions around it ("Adds a reason to apply a redaction to
  /// this view hierarchy", Apple's documentation).
  public func redacted(reason: RedactionReasons) -> some View {
    builtIn(.environment { $0.redactionReasons.formUnion(reason) })
  }

  public func unredacted() -> some View { environment(\.redactionReasons, []) }
}

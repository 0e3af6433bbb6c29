import Foundation

/// Why content is shown as a placeholder (`.placeholder`, `.privacy`).
public struct RedactionReasons: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let placeholder = RedactionReasons(rawValue: 1)
  public static let privacy = RedactionReasons(rawValue: 2)
  public static let invalidated = RedactionReasons(rawValue: 4)
}

/// Placeholder redaction is recorded by name: the preview shows the content itself.
extension View {
  public func redacted(reason: RedactionReasons) -> some View { accepted("redacted") }
  public func unredacted() -> some View { accepted("unredacted") }
}

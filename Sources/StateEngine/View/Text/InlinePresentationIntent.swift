/// How a run of text is presented inline (emphasis, code, strikethrough): Foundation's attribute,
/// which Linux's Foundation lacks; markdown parsed into an `AttributedString` sets it on Apple's
/// platforms.
public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
  public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
  public static let code = InlinePresentationIntent(rawValue: 1 << 2)
  public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
  public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
  public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
  public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
  public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

/// How a run of text is presented inline (emphasis, code, strikethrough): Foundation's attribute,
/// which Linux's Foundation lacks; markdown parsed into an `AttributedString` sets it on Apple's
/// platforms.
public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static var emphasized: Self { Self(rawValue: 1 << 0) }
  public static var stronglyEmphasized: Self { Self(rawValue: 1 << 1) }
  public static var code: Self { Self(rawValue: 1 << 2) }
  public static var strikethrough: Self { Self(rawValue: 1 << 5) }
  public static var softBreak: Self { Self(rawValue: 1 << 6) }
  public static var lineBreak: Self { Self(rawValue: 1 << 7) }
  public static var inlineHTML: Self { Self(rawValue: 1 << 8) }
  public static var blockHTML: Self { Self(rawValue: 1 << 9) }
}

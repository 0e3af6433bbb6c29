import Foundation

/// `String(localized:)` and `AttributedString(localized:)`, which Linux's Foundation lacks. An
/// example has no string tables, so a localized string is its default value: the literal with its
/// interpolations (values, and values with a `format:` style) written in.
extension String {
  public struct LocalizationValue: ExpressibleByStringInterpolation, Equatable, Hashable, Sendable {
    let resolved: String

    public init(_ value: String) {
      resolved = value
    }

    public init(stringLiteral value: String) {
      resolved = value
    }

    public init(stringInterpolation: StringInterpolation) {
      resolved = stringInterpolation.resolved
    }

    public struct StringInterpolation: StringInterpolationProtocol {
      var resolved = ""

      public init(literalCapacity: Int, interpolationCount: Int) {}

      public mutating func appendLiteral(_ literal: String) {
        resolved += literal
      }

      public mutating func appendInterpolation<T>(_ value: T) {
        resolved += "\(value)"
      }

      public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
      where F.FormatOutput == String {
        resolved += format.format(input)
      }
    }
  }

  public init(
    localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
    locale: Locale = .current, comment: StaticString? = nil
  ) {
    self = keyAndValue.resolved
  }

  public init(
    localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil,
    bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
  ) {
    self = defaultValue.resolved
  }
}

extension AttributedString {
  /// How a localized attributed string is made; the engine's tables are empty, so none changes it.
  public struct LocalizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static var applyReplacementIndexAttribute: LocalizationOptions {
      LocalizationOptions(rawValue: 1 << 0)
    }
  }

  public init(
    localized keyAndValue: String.LocalizationValue, options: LocalizationOptions = [],
    table: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil,
    comment: StaticString? = nil
  ) {
    self.init(keyAndValue.resolved)
  }
}

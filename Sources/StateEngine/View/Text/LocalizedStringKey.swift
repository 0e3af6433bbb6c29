import Foundation

/// The key of a localized string. Examples have no string tables, so a key reads as itself;
/// interpolations are resolved as a `String`'s are, formats and specifiers included.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
  let key: String

  public init(_ value: String) {
    self.key = value
  }

  public init(stringLiteral value: String) {
    self.key = value
  }

  public init(stringInterpolation: DefaultStringInterpolation) {
    self.key = String(stringInterpolation: stringInterpolation)
  }
}

extension Text {
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    self.init(verbatim: key.key)
  }
}

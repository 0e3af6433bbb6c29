import Foundation

/// The attributes SwiftUI adds to `AttributedString` ("Attribute scopes that SwiftUI defines",
/// Apple's documentation of `AttributeScopes.SwiftUIAttributes`): `font`, `foregroundColor` and
/// the rest, set as `string.font = .title` or on a range. Foundation's
/// `inlinePresentationIntent`, which Linux lacks, is in this scope too. A `Text` of an attributed
/// string shows its characters; the attributes are kept in the string and not drawn.
extension AttributeScopes {
  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

  public struct SwiftUIAttributes: AttributeScope {
    public enum FontAttribute: AttributedStringKey {
      public typealias Value = Font
      public static var name: String { "SwiftUI.Font" }
    }
    public enum ForegroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static var name: String { "SwiftUI.ForegroundColor" }
    }
    public enum BackgroundColorAttribute: AttributedStringKey {
      public typealias Value = Color
      public static var name: String { "SwiftUI.BackgroundColor" }
    }
    public enum StrikethroughStyleAttribute: AttributedStringKey {
      public typealias Value = Text.LineStyle
      public static var name: String { "SwiftUI.StrikethroughStyle" }
    }
    public enum UnderlineStyleAttribute: AttributedStringKey {
      public typealias Value = Text.LineStyle
      public static var name: String { "SwiftUI.UnderlineStyle" }
    }
    public enum KerningAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static var name: String { "SwiftUI.Kern" }
    }
    public enum TrackingAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static var name: String { "SwiftUI.Tracking" }
    }
    public enum BaselineOffsetAttribute: AttributedStringKey {
      public typealias Value = CGFloat
      public static var name: String { "SwiftUI.BaselineOffset" }
    }
    public enum InlinePresentationIntentAttribute: AttributedStringKey {
      public typealias Value = InlinePresentationIntent
      public static var name: String { "NSInlinePresentationIntent" }
    }

    public let font: FontAttribute
    public let foregroundColor: ForegroundColorAttribute
    public let backgroundColor: BackgroundColorAttribute
    public let strikethroughStyle: StrikethroughStyleAttribute
    public let underlineStyle: UnderlineStyleAttribute
    public let kern: KerningAttribute
    public let tracking: TrackingAttribute
    public let baselineOffset: BaselineOffsetAttribute
    public let inlinePresentationIntent: InlinePresentationIntentAttribute
    public let foundation: FoundationAttributes
  }
}

extension AttributeDynamicLookup {
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
  ) -> T {
    self[T.self]
  }
}

extension Text {
  /// An attributed string's characters; its attributes are not drawn.
  public init(_ attributedContent: AttributedString) {
    self.init(verbatim: String(attributedContent.characters))
  }
}

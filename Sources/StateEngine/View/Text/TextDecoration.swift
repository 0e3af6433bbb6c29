import Foundation

/// Lines through and under text, and the spacing of its letters. `strikethrough` and `underline`
/// show in previews (`data-strikethrough`, `data-underline`); spacing and case are recorded.
extension Text {
  public struct LineStyle: Hashable, Sendable {
    public enum Pattern: Hashable, Sendable { case solid, dot, dash, dashDot, dashDotDot }
    public var pattern: Pattern
    public var color: Color?

    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }

    public static var single: Self { Self() }
  }

  public enum Case: Hashable, Sendable { case uppercase, lowercase }

  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    isActive ? styled([Appearance.Attribute(name: "strikethrough", value: nil)]) : self
  }
  public func strikethrough(
    _ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil
  )
    -> Text
  {
    strikethrough(isActive, color: color)
  }
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
    isActive ? styled([Appearance.Attribute(name: "underline", value: nil)]) : self
  }
  public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil)
    -> Text
  {
    underline(isActive, color: color)
  }
  public func kerning(_ kerning: CGFloat) -> Text { self }
  public func tracking(_ tracking: CGFloat) -> Text { self }
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
}

extension View {
  public func strikethrough(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  )
    -> some View
  {
    builtIn(
      isActive
        ? .appearance(
          Appearance(attributes: [Appearance.Attribute(name: "strikethrough", value: nil)]))
        : .attribute("strikethrough"))
  }
  public func underline(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  )
    -> some View
  {
    builtIn(
      isActive
        ? .appearance(Appearance(attributes: [Appearance.Attribute(name: "underline", value: nil)]))
        : .attribute("underline"))
  }
  public func kerning(_ kerning: CGFloat) -> some View { accepted("kerning") }
  public func tracking(_ tracking: CGFloat) -> some View { accepted("tracking") }
  public func baselineOffset(_ baselineOffset: CGFloat) -> some View { accepted("baselineOffset") }
  public func textCase(_ textCase: Text.Case?) -> some View { accepted("textCase") }
}

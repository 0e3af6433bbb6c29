import Foundation

/// How text lays out in its box: spacing between lines, shrinking to fit, where it is cut. The
/// preview lays text out with CSS, so these are recorded by name.
extension Text {
  public enum TruncationMode: Hashable, Sendable { case head, tail, middle }
}

extension View {
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View { accepted("lineSpacing") }
  public func minimumScaleFactor(_ factor: CGFloat) -> some View { accepted("minimumScaleFactor") }
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    accepted("truncationMode")
  }
  public func allowsTightening(_ flag: Bool) -> some View { accepted("allowsTightening") }
}

/// A font from the app's bundle by name: the preview draws it in the system font, at its size.
extension Font {
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(name: "custom", size: size)
  }
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle)
    -> Font
  {
    custom(name, size: size)
  }
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    custom(name, size: fixedSize)
  }

  public enum TextStyle: Hashable, CaseIterable, Sendable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption
    case caption2
  }
}

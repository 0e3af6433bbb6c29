import Foundation

/// Two or three levels of foreground style (primary, secondary, tertiary content): the preview
/// paints the primary one.
extension View {
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
    -> some View
  {
    foregroundStyle(primary)
  }
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    foregroundStyle(primary)
  }
}

/// `.quaternary` and `.quinary`, after the three levels `HierarchicalShapeStyle` already has.
extension HierarchicalShapeStyle {
  public static var quaternary: Self { Self(name: "quaternary") }
  public static var quinary: Self { Self(name: "quinary") }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
  public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// The view's tint or accent colour as a style.
public struct TintShapeStyle: ShapeStyle, PaintingStyle, Sendable {
  public init() {}
  var paint: String { "accentColor" }
}

extension ShapeStyle where Self == TintShapeStyle {
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension View {
  /// The accent colour of controls inside; the preview keeps its own tint.
  public func accentColor(_ accentColor: Color?) -> some View { accepted("accentColor") }
}

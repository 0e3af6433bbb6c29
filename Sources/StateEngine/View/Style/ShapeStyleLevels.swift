/// A style's own levels, `.background.secondary` or `Color.blue.tertiary` (`ShapeStyle`'s instance
/// properties, iOS 17): the preview paints the style itself at every level.
extension ShapeStyle {
  public var secondary: some ShapeStyle { self }
  public var tertiary: some ShapeStyle { self }
  public var quaternary: some ShapeStyle { self }
  public var quinary: some ShapeStyle { self }
}

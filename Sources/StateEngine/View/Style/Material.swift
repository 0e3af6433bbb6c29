import Foundation

/// A translucent blur of what lies behind; the preview paints it by name.
public struct Material: ShapeStyle, Sendable {
  let name: String

  public static var ultraThin: Self { Self(name: "ultraThinMaterial") }
  public static var thin: Self { Self(name: "thinMaterial") }
  public static var regular: Self { Self(name: "regularMaterial") }
  public static var thick: Self { Self(name: "thickMaterial") }
  public static var ultraThick: Self { Self(name: "ultraThickMaterial") }
  public static var bar: Self { Self(name: "barMaterial") }
}

extension Material: PaintingStyle {
  var paint: String { name }
}

extension ShapeStyle where Self == Material {
  public static var ultraThinMaterial: Material { .ultraThin }
  public static var thinMaterial: Material { .thin }
  public static var regularMaterial: Material { .regular }
  public static var thickMaterial: Material { .thick }
  public static var ultraThickMaterial: Material { .ultraThick }
  public static var bar: Material { .bar }
}

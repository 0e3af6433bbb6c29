import Foundation

/// A translucent blur of what lies behind; the preview paints it by name.
public struct Material: ShapeStyle, Sendable {
  let name: String

  public static let ultraThin = Material(name: "ultraThinMaterial")
  public static let thin = Material(name: "thinMaterial")
  public static let regular = Material(name: "regularMaterial")
  public static let thick = Material(name: "thickMaterial")
  public static let ultraThick = Material(name: "ultraThickMaterial")
  public static let bar = Material(name: "barMaterial")
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

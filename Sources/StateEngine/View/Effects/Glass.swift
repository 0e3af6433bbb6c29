import Foundation

/// iOS 26's Liquid Glass, painted as the material nearest each variant (`.regular` as the regular
/// material, `.clear` as the ultra-thin one), or as its tint; `.identity` paints nothing.
public struct Glass: Sendable {
  let material: Material?
  var tintColor: Color?

  public static var regular: Glass { Glass(material: .regular) }
  public static var clear: Glass { Glass(material: .ultraThin) }
  public static var identity: Glass { Glass(material: nil) }

  /// The tint replaces the material: the preview has no refraction to tint.
  public func tint(_ color: Color?) -> Glass {
    var glass = self
    glass.tintColor = color
    return glass
  }
  /// The glass's response to touches is not drawn.
  public func interactive(_ isEnabled: Bool = true) -> Glass { self }
}

/// What the preview paints for a glass (not itself a style in SwiftUI).
private struct GlassPaint: PaintingStyle {
  let glass: Glass
  var paint: String {
    guard let material = glass.material else { return "clear" }
    return glass.tintColor?.paint ?? material.paint
  }
}

/// The capsule a glass effect takes when no shape is given.
public struct DefaultGlassEffectShape: Shape, PrimitiveView {
  public typealias Body = Never
  public init() {}
  public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
  func makeElement() -> (Primitive, [Element]) { Capsule().makeElement() }
}

extension View {
  /// The glass is a shape behind the content, as `background(_:in:)` draws one.
  public func glassEffect(
    _ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()
  ) -> some View {
    background(GlassPaint(glass: glass), in: shape)
  }
}

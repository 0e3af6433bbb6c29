import Foundation

/// How the content's colours combine with what is drawn under it.
public enum BlendMode: String, Hashable, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight
  case hardLight, difference, exclusion, hue, saturation, color, luminosity, sourceAtop
  case destinationOver, destinationOut, plusDarker, plusLighter
}

public struct _BlendModeEffect: ViewModifier {
  public typealias Body = Never
  public var blendMode: BlendMode
}

extension _BlendModeEffect: PrimitiveModifier {
  var primitive: Primitive {
    Appearance.primitive(
      "blendMode", [Appearance.Attribute(name: "blend-mode", value: blendMode.rawValue)])
  }
}

extension View {
  public func blendMode(_ blendMode: BlendMode) -> some View {
    modifier(_BlendModeEffect(blendMode: blendMode))
  }
}

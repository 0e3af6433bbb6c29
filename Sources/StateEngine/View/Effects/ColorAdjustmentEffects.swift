import Foundation

/// Adjustments of the content's colours (`brightness`, `contrast`, `saturation`, `grayscale`,
/// `hueRotation`), each under SwiftUI's name and each drawn as the matching CSS filter.
public struct _BrightnessEffect: ViewModifier {
  public typealias Body = Never
  public var amount: Double
}

public struct _ContrastEffect: ViewModifier {
  public typealias Body = Never
  public var amount: Double
}

public struct _SaturationEffect: ViewModifier {
  public typealias Body = Never
  public var amount: Double
}

public struct _GrayscaleEffect: ViewModifier {
  public typealias Body = Never
  public var amount: Double
}

public struct _HueRotationEffect: ViewModifier {
  public typealias Body = Never
  public var angle: Angle
}

extension Appearance {
  fileprivate static func adjustment(_ name: String, _ amount: Double) -> Primitive {
    primitive(name, [Attribute(name: name.lowercased(), value: points(amount))])
  }
}

extension _BrightnessEffect: PrimitiveModifier {
  var primitive: Primitive { Appearance.adjustment("brightness", amount) }
}
extension _ContrastEffect: PrimitiveModifier {
  var primitive: Primitive { Appearance.adjustment("contrast", amount) }
}
extension _SaturationEffect: PrimitiveModifier {
  var primitive: Primitive { Appearance.adjustment("saturation", amount) }
}
extension _GrayscaleEffect: PrimitiveModifier {
  var primitive: Primitive { Appearance.adjustment("grayscale", amount) }
}
extension _HueRotationEffect: PrimitiveModifier {
  var primitive: Primitive {
    Appearance.primitive(
      "hueRotation",
      [Appearance.Attribute(name: "hue-rotation", value: Appearance.points(angle.degrees))])
  }
}

extension View {
  public func brightness(_ amount: Double) -> some View {
    modifier(_BrightnessEffect(amount: amount))
  }
  public func contrast(_ amount: Double) -> some View { modifier(_ContrastEffect(amount: amount)) }
  public func saturation(_ amount: Double) -> some View {
    modifier(_SaturationEffect(amount: amount))
  }
  public func grayscale(_ amount: Double) -> some View {
    modifier(_GrayscaleEffect(amount: amount))
  }
  public func hueRotation(_ angle: Angle) -> some View {
    modifier(_HueRotationEffect(angle: angle))
  }
}

/// Multiplying the content's colours by a colour: recorded by name (CSS has no such filter).
extension View {
  public func colorMultiply(_ color: Color) -> some View { accepted("colorMultiply") }
}

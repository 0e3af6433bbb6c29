import Foundation

/// The shape of a bordered button's border (`.capsule`, `.roundedRectangle(radius:)`). The preview
/// draws every button alike; since iOS 17 it is a shape of its own too, drawn, filled or clipped
/// to as any other (`clipShape(ButtonBorderShape.capsule)`).
public struct ButtonBorderShape: InsettableShape, Hashable, Sendable {
  let name: String
  var radius: CGFloat?

  public static var automatic: Self { Self(name: "automatic") }
  public static var capsule: Self { Self(name: "capsule") }
  public static var circle: Self { Self(name: "circle") }
  public static var roundedRectangle: Self { Self(name: "roundedRectangle") }
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(name: "roundedRectangle", radius: radius)
  }

  /// `automatic` and a rounded rectangle without a radius take the system's corner radius, 8.
  public func path(in rect: CGRect) -> Path {
    switch name {
    case "capsule": Capsule().path(in: rect)
    case "circle": Circle().path(in: rect)
    default: Path(roundedRect: rect, cornerRadius: radius ?? 8)
    }
  }

  public func inset(by amount: CGFloat) -> ButtonBorderShape { self }
}

extension View {
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    accepted("buttonBorderShape")
  }
}

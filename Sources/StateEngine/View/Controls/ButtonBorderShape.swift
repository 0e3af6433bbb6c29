import Foundation

/// The shape of a bordered button's border (`.capsule`, `.roundedRectangle(radius:)`): recorded by
/// name, as the preview draws every button alike.
public struct ButtonBorderShape: Hashable, Sendable {
  let name: String

  public static var automatic: Self { Self(name: "automatic") }
  public static var capsule: Self { Self(name: "capsule") }
  public static var circle: Self { Self(name: "circle") }
  public static var roundedRectangle: Self { Self(name: "roundedRectangle") }
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(name: "roundedRectangle")
  }
}

extension View {
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    accepted("buttonBorderShape")
  }
}

import Foundation

/// The shape of a bordered button's border (`.capsule`, `.roundedRectangle(radius:)`): recorded by
/// name, as the preview draws every button alike.
public struct ButtonBorderShape: Hashable, Sendable {
  let name: String

  public static let automatic = ButtonBorderShape(name: "automatic")
  public static let capsule = ButtonBorderShape(name: "capsule")
  public static let circle = ButtonBorderShape(name: "circle")
  public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(name: "roundedRectangle")
  }
}

extension View {
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    accepted("buttonBorderShape")
  }
}

/// `listItemTint(_:)`: the tint a list gives its rows' content (a sidebar's label icons, a watch's
/// row platters). The preview draws rows as plain list items, so the tint is recorded by name.
public struct ListItemTint: Sendable {
  enum Effect: Sendable {
    case fixed(Color)
    /// A colour the system may replace with the person's accent colour (on macOS).
    case preferred(Color)
    case monochrome
  }

  let effect: Effect

  public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(effect: .fixed(tint)) }
  public static func preferred(_ tint: Color) -> ListItemTint {
    ListItemTint(effect: .preferred(tint))
  }
  public static let monochrome = ListItemTint(effect: .monochrome)
}

extension View {
  public func listItemTint(_ tint: ListItemTint?) -> some View { accepted("listItemTint") }
  /// The same as `.fixed(tint)`, as SwiftUI documents it.
  public func listItemTint(_ tint: Color?) -> some View {
    listItemTint(tint.map(ListItemTint.fixed))
  }
}

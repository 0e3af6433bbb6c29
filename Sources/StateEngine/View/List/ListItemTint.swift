/// `listItemTint(_:)`: the tint a list gives its rows' content (a sidebar's label icons, a watch's
/// row platters). The preview draws rows as plain list items, so no tint is kept: the modifier is
/// recorded by name.
public struct ListItemTint: Sendable {
  public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint() }
  /// A colour the system may replace with the person's accent colour (on macOS).
  public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint() }
  public static var monochrome: ListItemTint { ListItemTint() }
}

extension View {
  public func listItemTint(_ tint: ListItemTint?) -> some View { accepted("listItemTint") }
  /// The same as `.fixed(tint)`, as SwiftUI documents it.
  public func listItemTint(_ tint: Color?) -> some View { accepted("listItemTint") }
}

/// A bar of the screen a modifier sets the look of: the navigation bar, the tab bar, the bottom
/// toolbar.
public struct ToolbarPlacement: Hashable, Sendable {
  private let name: String

  public static let automatic = Self(name: "automatic")
  public static let navigationBar = Self(name: "navigationBar")
  public static let tabBar = Self(name: "tabBar")
  public static let bottomBar = Self(name: "bottomBar")
}

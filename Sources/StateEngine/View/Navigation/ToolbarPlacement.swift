/// A bar of the screen a modifier sets the look of: the navigation bar, the tab bar, the bottom
/// toolbar.
public struct ToolbarPlacement: Hashable, Sendable {
  private let name: String

  public static var automatic: Self { Self(name: "automatic") }
  public static var navigationBar: Self { Self(name: "navigationBar") }
  public static var tabBar: Self { Self(name: "tabBar") }
  public static var bottomBar: Self { Self(name: "bottomBar") }
}

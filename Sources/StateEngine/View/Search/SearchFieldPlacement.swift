/// Where a search field goes. On an iPhone every placement puts it at the top of the screen, which
/// is where the engine shows it.
public struct SearchFieldPlacement: Sendable, Equatable {
  let name: String

  public static let automatic = SearchFieldPlacement(name: "automatic")
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  public static let sidebar = SearchFieldPlacement(name: "sidebar")

  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode)
    -> SearchFieldPlacement
  {
    SearchFieldPlacement(name: "navigationBarDrawer")
  }

  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

  public enum NavigationBarDrawerDisplayMode: Sendable {
    case automatic, always
  }
}

/// Where a search field goes. On an iPhone every placement puts it at the top of the screen, which
/// is where the engine shows it.
public struct SearchFieldPlacement: Sendable, Equatable {
  let name: String

  public static var automatic: Self { Self(name: "automatic") }
  public static var toolbar: Self { Self(name: "toolbar") }
  public static var sidebar: Self { Self(name: "sidebar") }

  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode)
    -> SearchFieldPlacement
  {
    SearchFieldPlacement(name: "navigationBarDrawer")
  }

  public static var navigationBarDrawer: Self { Self(name: "navigationBarDrawer") }

  public enum NavigationBarDrawerDisplayMode: Sendable {
    case automatic, always
  }
}

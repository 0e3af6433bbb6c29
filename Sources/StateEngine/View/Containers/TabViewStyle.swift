/// Tab view and index styles: the engine shows every tab view with its tab bar.
public protocol TabViewStyle {}
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }
public struct SidebarAdaptableTabViewStyle: TabViewStyle { public init() {} }
public struct TabBarOnlyTabViewStyle: TabViewStyle { public init() {} }

/// Pages swiped sideways, with an index of dots.
public struct PageTabViewStyle: TabViewStyle {
  public struct IndexDisplayMode: Hashable, Sendable {
    private let name: String
    public static var automatic: Self { Self(name: "automatic") }
    public static var always: Self { Self(name: "always") }
    public static var never: Self { Self(name: "never") }
  }

  public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  public static var automatic: Self { .init() }
}
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  public static var sidebarAdaptable: Self { .init() }
}
extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
  public static var tabBarOnly: Self { .init() }
}
extension TabViewStyle where Self == PageTabViewStyle {
  public static var page: Self { .init() }
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> Self {
    .init(indexDisplayMode: indexDisplayMode)
  }
}

public protocol IndexViewStyle {}

public struct PageIndexViewStyle: IndexViewStyle {
  public struct BackgroundDisplayMode: Hashable, Sendable {
    private let name: String
    public static var automatic: Self { Self(name: "automatic") }
    public static var interactive: Self { Self(name: "interactive") }
    public static var always: Self { Self(name: "always") }
    public static var never: Self { Self(name: "never") }
  }

  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}

extension IndexViewStyle where Self == PageIndexViewStyle {
  public static var page: Self { .init() }
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> Self {
    .init(backgroundDisplayMode: backgroundDisplayMode)
  }
}

extension View {
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { accepted("tabViewStyle") }
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
    accepted("indexViewStyle")
  }
}

/// How a `NavigationView` shows its columns. The engine's navigation view is always one stack, as
/// on an iPhone, so every style shows as `stack` does.
public protocol NavigationViewStyle {}
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  public static var automatic: Self { .init() }
}
extension NavigationViewStyle where Self == StackNavigationViewStyle {
  public static var stack: Self { .init() }
}
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  public static var columns: Self { .init() }
}

extension View {
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
    accepted("navigationViewStyle")
  }
}

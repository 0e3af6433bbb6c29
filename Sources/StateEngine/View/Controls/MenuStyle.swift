/// How a menu draws. The configuration is opaque, as in SwiftUI: a style of the note's own
/// draws `Menu(configuration)` (the menu itself, under the next style out) inside its own views,
/// passed down the environment as the control styles are (see `StyleStack`).
public protocol MenuStyle {
  associatedtype Body: View
  typealias Configuration = MenuStyleConfiguration

  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a menu style draws from: the menu's label and items, which only `Menu(_:)` shows.
public struct MenuStyleConfiguration {
  /// The menu's own label.
  public typealias Label = StyleConfigurationPart

  /// The menu's own items.
  public typealias Content = StyleConfigurationPart

  let label: Label
  let content: Content
  let primaryAction: (() -> Void)?
}

extension Menu
where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
  /// The menu a style was given, drawn by the next style out (or the system's).
  public init(_ configuration: MenuStyleConfiguration) {
    self.label = configuration.label
    self.content = configuration.content
    self.primaryAction = configuration.primaryAction
  }
}

/// The system's styles: the menu as the engine draws it.
public struct DefaultMenuStyle: MenuStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}
public struct ButtonMenuStyle: MenuStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}
public struct BorderlessButtonMenuStyle: MenuStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}
extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: Self { .init() } }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: Self { .init() } }
extension MenuStyle where Self == BorderlessButtonMenuStyle {
  public static var borderlessButton: Self { .init() }
}

extension Menu: EnvironmentStyled {
  func styled(in environment: EnvironmentValues) -> (any View)? {
    let configuration = MenuStyleConfiguration(
      label: MenuStyleConfiguration.Label(content: label),
      content: MenuStyleConfiguration.Content(content: content), primaryAction: primaryAction)
    return environment[styles: MenuStyleConfiguration.self].body(for: configuration)
  }
}

extension View {
  /// A style of the note's own draws the menus in this view around the menu itself; the system's
  /// styles leave them as they are.
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
    environmentStyle(
      style, for: MenuStyleConfiguration.self,
      isSystem: style is DefaultMenuStyle || style is ButtonMenuStyle
        || style is BorderlessButtonMenuStyle
    ) {
      style, configuration in
      style.makeBody(configuration: configuration)
    }
  }
}

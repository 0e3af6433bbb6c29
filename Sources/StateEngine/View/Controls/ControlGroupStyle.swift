/// How a control group draws. The system's styles leave the group as the engine draws it; a style
/// of the note's own draws it with `makeBody(configuration:)`, passed down the environment as the
/// control styles are (see `StyleStack`).
public protocol ControlGroupStyle {
  associatedtype Body: View
  typealias Configuration = ControlGroupStyleConfiguration

  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a control group style draws from: the group's controls and its label.
public struct ControlGroupStyleConfiguration {
  /// The group's controls.
  public typealias Content = StyleConfigurationPart
  /// The group's label (empty for a group without one).
  public typealias Label = StyleConfigurationPart

  public let content: Content
  public let label: Label
}

extension ControlGroup
where
  Label == ControlGroupStyleConfiguration.Label, Content == ControlGroupStyleConfiguration.Content
{
  /// The group a style was given, drawn by the next style out (or the system's).
  public init(_ configuration: ControlGroupStyleConfiguration) {
    self.init(content: { configuration.content }, label: { configuration.label })
  }
}

extension ControlGroup: EnvironmentStyled {
  func styled(in environment: EnvironmentValues) -> (any View)? {
    let configuration = ControlGroupStyleConfiguration(
      content: .init(content: content),
      label: .init(content: label.map { $0 as any View } ?? EmptyView()))
    return environment[styles: ControlGroupStyleConfiguration.self].body(for: configuration)
  }
}

public struct AutomaticControlGroupStyle: ControlGroupStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
}
public struct NavigationControlGroupStyle: ControlGroupStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
}
public struct MenuControlGroupStyle: ControlGroupStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
}
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
}
public struct PaletteControlGroupStyle: ControlGroupStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
  public static var automatic: Self { .init() }
}
extension ControlGroupStyle where Self == NavigationControlGroupStyle {
  public static var navigation: Self { .init() }
}
extension ControlGroupStyle where Self == MenuControlGroupStyle {
  public static var menu: Self { .init() }
}
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
  public static var compactMenu: Self { .init() }
}
extension ControlGroupStyle where Self == PaletteControlGroupStyle {
  public static var palette: Self { .init() }
}

extension View {
  /// A style of the note's own draws the control groups in this view; the system's styles leave
  /// them as they are.
  public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
    environmentStyle(
      style, for: ControlGroupStyleConfiguration.self,
      isSystem: style is AutomaticControlGroupStyle || style is NavigationControlGroupStyle
        || style is MenuControlGroupStyle || style is CompactMenuControlGroupStyle
        || style is PaletteControlGroupStyle
    ) { style, configuration in
      style.makeBody(configuration: configuration)
    }
  }
}

/// How a label draws its title and icon. The system's styles choose which parts show (iPhone
/// lists show both); a style of the note's own draws the label with its `makeBody(configuration:)`,
/// passed down the environment as the control styles are (see `StyleStack`).
public protocol LabelStyle {
  associatedtype Body: View
  typealias Configuration = LabelStyleConfiguration

  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a label style draws from: the label's title and icon, as views.
public struct LabelStyleConfiguration {
  /// The label's own title, as the style places it.
  public typealias Title = StyleConfigurationPart

  /// The label's own icon, as the style places it; like a label's icon, not part of the name of
  /// the control it labels.
  public struct Icon: View, PrimitiveView, DisplayNamed {
    public typealias Body = Never
    let content: any View

    static var nodeName: String { "LabelStyleConfiguration.Icon" }

    func makeElement() -> (Primitive, [Element]) {
      (.transparent, [Element.build(content, slot: 0)])
    }
  }

  public let title: Title
  public let icon: Icon
}

/// The built-in styles: the environment tells a label which parts to show (`LabelParts`).
public struct DefaultLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { Label(configuration) }
}
public struct IconOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}
public struct TitleOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}
public struct TitleAndIconLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { Label(configuration) }
}

extension LabelStyle where Self == DefaultLabelStyle {
  public static var automatic: Self { .init() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
  public static var iconOnly: Self { .init() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
  public static var titleOnly: Self { .init() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
  public static var titleAndIcon: Self { .init() }
}

/// The parts of a label the environment's style shows, as snapshots draw them.
package enum LabelParts: Hashable, Sendable {
  case titleAndIcon, titleOnly, iconOnly

  var showsIcon: Bool { self != .titleOnly }
  var showsTitle: Bool { self != .iconOnly }
}

private enum LabelPartsKey: EnvironmentKey {
  static var defaultValue: LabelParts { LabelParts.titleAndIcon }
}

extension EnvironmentValues {
  var labelParts: LabelParts {
    get { self[LabelPartsKey.self] }
    set { self[LabelPartsKey.self] = newValue }
  }
}

extension Label: EnvironmentStyled {
  func styled(in environment: EnvironmentValues) -> (any View)? {
    let configuration = LabelStyleConfiguration(
      title: LabelStyleConfiguration.Title(content: title),
      icon: LabelStyleConfiguration.Icon(content: icon))
    return environment[styles: LabelStyleConfiguration.self].body(for: configuration)
  }
}

extension View {
  /// The system's styles choose the parts the labels in this view show; a style of the note's
  /// own draws them, the label itself included.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    builtIn(
      .environment { environment in
        let parts: LabelParts? =
          switch style {
          case is IconOnlyLabelStyle: .iconOnly
          case is TitleOnlyLabelStyle: .titleOnly
          case is DefaultLabelStyle, is TitleAndIconLabelStyle: .titleAndIcon
          default: nil
          }
        if let parts {
          environment.labelParts = parts
          environment[styles: LabelStyleConfiguration.self].pushSystem()
        } else {
          environment[styles: LabelStyleConfiguration.self].push(style) { style, configuration in
            style.makeBody(configuration: configuration)
          }
        }
      })
  }
}

/// Which parts of a label show: its title, its icon or both (iPhone lists show both). A note's own
/// style type-checks with its `makeBody(configuration:)`; labels still draw their title and icon.
public protocol LabelStyle {
  associatedtype Body: View
  typealias Configuration = LabelStyleConfiguration

  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a label style draws from: the label's title and icon, as views.
public struct LabelStyleConfiguration {
  public struct Title: View {
    let content: AnyView
    public var body: some View { content }
  }
  public struct Icon: View {
    let content: AnyView
    public var body: some View { content }
  }
  public let title: Title
  public let icon: Icon
}

/// The built-in styles: the environment tells a label which parts to show (`LabelParts`).
public struct DefaultLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.icon
      configuration.title
    }
  }
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
  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.icon
      configuration.title
    }
  }
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
  static let defaultValue = LabelParts.titleAndIcon
}

extension EnvironmentValues {
  var labelParts: LabelParts {
    get { self[LabelPartsKey.self] }
    set { self[LabelPartsKey.self] = newValue }
  }
}

extension View {
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    let parts: LabelParts =
      switch style {
      case is IconOnlyLabelStyle: .iconOnly
      case is TitleOnlyLabelStyle: .titleOnly
      default: .titleAndIcon
      }
    return builtIn(.environment { $0.labelParts = parts })
  }
}

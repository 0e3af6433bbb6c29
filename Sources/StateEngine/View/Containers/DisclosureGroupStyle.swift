/// How a disclosure group draws; a style of the note's own draws it with its
/// `makeBody(configuration:)`, expanding and collapsing it through the configuration's binding,
/// passed down the environment as the control styles are (see `StyleStack`).
public protocol DisclosureGroupStyle {
  associatedtype Body: View
  typealias Configuration = DisclosureGroupStyleConfiguration

  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a disclosure group style draws from: the group's label, its content and whether it is
/// expanded.
public struct DisclosureGroupStyleConfiguration {
  /// The group's own label, as the style places it.
  public typealias Label = StyleConfigurationPart

  /// The group's own content, as the style places it.
  public typealias Content = StyleConfigurationPart

  public let label: Label
  public let content: Content
  @Binding public var isExpanded: Bool
}

extension DisclosureGroup
where
  Label == DisclosureGroupStyleConfiguration.Label,
  Content == DisclosureGroupStyleConfiguration.Content
{
  /// The group a style was given, drawn by the next style out (or the system's).
  public init(_ configuration: DisclosureGroupStyleConfiguration) {
    self.init(
      isExpanded: configuration.$isExpanded, content: { configuration.content },
      label: { configuration.label })
  }
}

/// The system's style: the group as the engine draws it.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { DisclosureGroup(configuration) }
}
extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
  public static var automatic: Self { .init() }
}

/// A group drawn by a style: a view of its own, so that a group without a binding keeps whether
/// it is expanded in its state, as SwiftUI's does; reports name it as the group.
struct StyledDisclosureGroup<GroupLabel: View, GroupContent: View>: View, DisplayNamed {
  let label: GroupLabel
  let content: GroupContent
  let isExpanded: Binding<Bool>?
  let styles: StyleStack<DisclosureGroupStyleConfiguration>
  @State private var ownExpansion = false

  static var nodeName: String { displayName(of: DisclosureGroup<GroupLabel, GroupContent>.self) }

  var body: some View {
    let configuration = DisclosureGroupStyleConfiguration(
      label: .init(content: label), content: .init(content: content),
      isExpanded: isExpanded ?? $ownExpansion)
    if let styled = styles.body(for: configuration) {
      AnyView(styled)
    }
  }
}

extension DisclosureGroup: EnvironmentStyled {
  func styled(in environment: EnvironmentValues) -> (any View)? {
    let styles = environment[styles: DisclosureGroupStyleConfiguration.self]
    guard styles.styles.last?.makeBody != nil else { return nil }
    return StyledDisclosureGroup(
      label: label, content: content, isExpanded: isExpanded, styles: styles)
  }
}

extension View {
  /// A style of the note's own draws the disclosure groups in this view; the system's style
  /// leaves them as they are.
  public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
    environmentStyle(
      style, for: DisclosureGroupStyleConfiguration.self,
      isSystem: style is AutomaticDisclosureGroupStyle
    ) {
      style, configuration in
      style.makeBody(configuration: configuration)
    }
  }
}

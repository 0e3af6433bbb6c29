/// A button that opens a list of actions: tapping its label opens it, choosing an item runs the
/// item's action and closes it (see `Disclosure`).
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let label: Label
  let content: Content
  let primaryAction: (() -> Void)?

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    self.primaryAction = nil
  }

  /// "The menu presents its content on a long press" and a tap runs the primary action (Apple's
  /// documentation of `Menu(content:label:primaryAction:)`).
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    primaryAction: @escaping () -> Void
  ) {
    self.label = label()
    self.content = content()
    self.primaryAction = primaryAction
  }

  func makeElement() -> (Primitive, [Element]) {
    let disclosure = Disclosure(kind: .menu, isExpanded: nil, primaryAction: primaryAction)
    return (
      .disclosure(disclosure),
      [Element.build(label, slot: ChildSlot.accessory), Element.build(content, slot: 0)]
    )
  }
}

extension Menu where Label == Text {
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
  ) {
    self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
  }
}

extension Menu where Label == StateEngine.Label {
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content) { StateEngine.Label(title, systemImage: systemImage) }
  }
}

public struct MenuOrder: Hashable, Sendable {
  private let name: String
  public static var automatic: Self { Self(name: "automatic") }
  public static var priority: Self { Self(name: "priority") }
  public static var fixed: Self { Self(name: "fixed") }
}

extension View {
  public func menuOrder(_ order: MenuOrder) -> some View { accepted("menuOrder") }
}

/// Related controls shown together; each stays a control of its own.
public struct ControlGroup<Label: View, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let label: Label?
  let content: Content

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  func makeElement() -> (Primitive, [Element]) {
    (.container(.controlGroup), [Element.build(label, slot: 1), Element.build(content, slot: 0)])
  }
}

extension ControlGroup where Label == EmptyView {
  public init(@ViewBuilder content: () -> Content) {
    self.label = nil
    self.content = content()
  }
}

extension ControlGroup where Label == Text {
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

public protocol ControlGroupStyle {}
public struct AutomaticControlGroupStyle: ControlGroupStyle { public init() {} }
public struct NavigationControlGroupStyle: ControlGroupStyle { public init() {} }
public struct MenuControlGroupStyle: ControlGroupStyle { public init() {} }
public struct CompactMenuControlGroupStyle: ControlGroupStyle { public init() {} }
public struct PaletteControlGroupStyle: ControlGroupStyle { public init() {} }

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
  public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
    accepted("controlGroupStyle")
  }
}

/// A choice among tagged options (`.tag`, or a ForEach row's id). Shown as a select with its options
/// (a menu row shows only the selection: `PickerPresentation`); the host chooses an option by
/// tapping its label.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content

  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.label = label()
    self.content = content()
  }

  /// The older form, with the label as a view before the content.
  public init(
    selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { label }
  }

  func makeElement() -> (Primitive, [Element]) {
    (
      .picker(selection: AnySelection(selection)),
      [Element.build(content, slot: 0), Element.build(label, slot: ChildSlot.accessory)]
    )
  }
}

extension Picker where Label == Text {
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

public protocol PickerStyle {}
public struct DefaultPickerStyle: PickerStyle { public init() {} }
public struct SegmentedPickerStyle: PickerStyle { public init() {} }
public struct MenuPickerStyle: PickerStyle { public init() {} }
public struct InlinePickerStyle: PickerStyle { public init() {} }
public struct WheelPickerStyle: PickerStyle { public init() {} }
public struct NavigationLinkPickerStyle: PickerStyle { public init() {} }

extension PickerStyle where Self == DefaultPickerStyle {
  public static var automatic: Self { .init() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
  public static var segmented: Self { .init() }
}
extension PickerStyle where Self == MenuPickerStyle { public static var menu: Self { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: Self { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: Self { .init() } }
extension PickerStyle where Self == NavigationLinkPickerStyle {
  public static var navigationLink: Self { .init() }
}

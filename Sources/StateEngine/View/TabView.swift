/// Tabs, each a child carrying `.tabItem` (its label) and optionally `.tag` (its selection value). Every
/// tab stays in the graph, so its state survives switching; only the selected one is visible.
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let selection: Binding<SelectionValue>?
  let content: Content

  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  func makeElement() -> (Primitive, [Element]) {
    (.tabView(selection: selection.map(AnySelection.init)), [Element.build(content, slot: 0)])
  }
}

extension TabView where SelectionValue == Int {
  public init(@ViewBuilder content: () -> Content) {
    self.init(selection: nil, content: content)
  }
}

extension View {
  /// The label of this view's tab; the tab bar shows it, the tab's content does not.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    let label = label()
    return builtIn(.tabItem, accessory: label)
  }
}

/// What a presenting modifier shows while its binding is true: the kind, the content closure built by
/// the body that applied the modifier, and what to call when the presentation closes.
package struct Presenter {
  let kind: Primitive.PresentationKind
  let isPresented: Binding<Bool>
  let content: () -> any View
  let onDismiss: (() -> Void)?

  /// An item-driven presentation: shown while the item is not nil; closing writes nil back.
  init<Item, Content: View>(
    _ kind: Primitive.PresentationKind, item: Binding<Item?>, onDismiss: (() -> Void)?,
    content: @escaping (Item) -> Content
  ) {
    self.kind = kind
    self.isPresented = Binding(
      get: { item.wrappedValue != nil },
      set: { if !$0 { item.wrappedValue = nil } })
    self.content = { item.wrappedValue.map { content($0) as any View } ?? EmptyView() }
    self.onDismiss = onDismiss
  }

  init(
    _ kind: Primitive.PresentationKind, isPresented: Binding<Bool>, onDismiss: (() -> Void)?,
    content: @escaping () -> any View
  ) {
    self.kind = kind
    self.isPresented = isPresented
    self.content = content
    self.onDismiss = onDismiss
  }
}

/// Sheets, full-screen covers and popovers: one layer above the presenting view's, on top of the
/// screen until dismissed.
extension View {
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    builtIn(
      .presenter(Presenter(.sheet, isPresented: isPresented, onDismiss: onDismiss) { content() }))
  }

  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    builtIn(.presenter(Presenter(.sheet, item: item, onDismiss: onDismiss, content: content)))
  }

  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    builtIn(
      .presenter(
        Presenter(.fullScreenCover, isPresented: isPresented, onDismiss: onDismiss) { content() }))
  }

  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    builtIn(
      .presenter(Presenter(.fullScreenCover, item: item, onDismiss: onDismiss, content: content)))
  }

  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    builtIn(.presenter(Presenter(.popover, isPresented: isPresented, onDismiss: nil) { content() }))
  }

  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge = .top, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    builtIn(.presenter(Presenter(.popover, item: item, onDismiss: nil, content: content)))
  }
}

/// Where a popover points; popovers are not laid out, so it is accepted only.
public enum PopoverAttachmentAnchor {
  case rect(Anchor)

  public enum Anchor { case bounds }
}

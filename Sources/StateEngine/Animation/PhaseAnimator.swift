import Foundation

/// Animating through phases. Animations are not drawn: the content shows at its first phase, the
/// state the animation starts from and (with a trigger) comes back to.
extension View {
  public func phaseAnimator<Phase: Equatable, Content: View>(
    _ phases: some Sequence<Phase>,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    phased(Array(phases), content: content)
  }

  public func phaseAnimator<Phase: Equatable, Content: View, Trigger: Equatable>(
    _ phases: some Sequence<Phase>, trigger: Trigger,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    phased(Array(phases), content: content)
  }

  @ViewBuilder
  private func phased<Phase, Content: View>(
    _ phases: [Phase], content: (PlaceholderContentView<Self>, Phase) -> Content
  ) -> some View {
    if let first = phases.first {
      content(PlaceholderContentView(content: self), first)
    } else {
      self
    }
  }
}

/// The view an animator or transition wraps, given to its content closure.
public struct PlaceholderContentView<Value>: View, PrimitiveView {
  public typealias Body = Never
  let content: any View

  func makeElement() -> (Primitive, [Element]) {
    (.transparent, [Element.build(content, slot: 0)])
  }
}

/// "A view that adapts to the available space by providing the first child view that fits"
/// (Apple's documentation of `ViewThatFits`, iOS 16): SwiftUI measures each child's ideal size on
/// the constrained axes and shows the first that fits, else the last. The engine lays nothing out,
/// so it has no space to measure against: it shows the first child, the one SwiftUI shows whenever
/// there is room for it (`Differences.md`). Only the shown child is in the tree, so its state lives
/// while it is shown, as in SwiftUI.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content

  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func makeElement() -> (Primitive, [Element]) {
    let children = (content as? any ViewList)?.children ?? [content]
    return (.transparent, children.prefix(1).map { Element.build($0, slot: 0) })
  }
}

/// Gives its content a `ScrollViewProxy` that scrolls the scroll views and lists inside it.
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  public var content: (ScrollViewProxy) -> Content

  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  func makeElement() -> (Primitive, [Element]) {
    let content = content
    return (.geometry(.scrollReader { Element.build(content($0), slot: 0) }), [])
  }
}

/// A container that fills the space it is offered and builds its content from that space's geometry
/// (`GeometryProxy`); the content sits at its top-leading corner.
public struct GeometryReader<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  public var content: (GeometryProxy) -> Content

  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  func makeElement() -> (Primitive, [Element]) {
    let content = content
    return (.geometry(.reader { Element.build(content($0), slot: 0) }), [])
  }
}

/// Children a layout value was applied to (`layout { … }`). Every layout gives this one view
/// type, its kind only a value, so an `AnyLayout` that changes from one layout to another changes
/// how its children show while they keep their identity and state, as SwiftUI's do.
struct LayoutContainer<Content: View>: View, PrimitiveView {
  typealias Body = Never
  let kind: Primitive.ContainerKind
  let content: Content

  func makeElement() -> (Primitive, [Element]) {
    (.container(kind), [Element.build(content, slot: 0)])
  }
}

/// SwiftUI's own layouts, each standing for a container the engine draws.
protocol StandardLayout {
  var containerKind: Primitive.ContainerKind { get }
}

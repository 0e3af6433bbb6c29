/// A piece of user interface: a primitive the graph understands, or a composite with a `body`.
public protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  public typealias Body = Never
}

extension View where Body == Never {
  public var body: Never {
    fatalError("\(Self.self) is a primitive view and has no body")
  }
}

/// Views the graph expands itself instead of asking for a body.
protocol PrimitiveView {
  func makeElement() -> (Primitive, [Element])
}

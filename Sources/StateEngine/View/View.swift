/// A piece of user interface: a primitive the graph understands, or a composite with a `body`.
/// Isolated to the main actor as in Swift 6 SwiftUI, so a body can use a `@MainActor` view model;
/// `@preconcurrency` keeps nonisolated callers (the graph, examples in Swift 5 mode) compiling.
@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  public typealias Body = Never
}

/// The engine's own views that have no `body`. Only they get the `body` below: a view of the
/// note's that forgets its `body` is a compile error, as in SwiftUI, not a crash when it runs.
public protocol _BodylessView {}

extension View where Body == Never, Self: _BodylessView {
  public var body: Never {
    fatalError("\(Self.self) is a primitive view and has no body")
  }
}

/// Views the graph expands itself instead of asking for a body.
protocol PrimitiveView: _BodylessView {
  func makeElement() -> (Primitive, [Element])
}

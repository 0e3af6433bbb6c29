/// Several children, each keyed by its position.
public struct TupleView<T>: View, PrimitiveView, ViewList {
  public typealias Body = Never
  public var value: T
  let children: [any View]

  init(value: T, children: [any View]) {
    self.value = value
    self.children = children
  }

  /// A tuple of views built directly (`TupleView((Text("a"), Text("b")))`): each element is a
  /// child; a value that is not a tuple is the one child.
  public init(_ value: T) {
    let mirror = Mirror(reflecting: value)
    self.value = value
    children =
      mirror.displayStyle == .tuple
      ? mirror.children.compactMap { $0.value as? any View }
      : [value as? any View].compactMap { $0 }
  }

  func makeElement() -> (Primitive, [Element]) { (.transparent, Element.positional(children)) }
}

/// A builder block's views one by one, for a container that shows some of them (`ViewThatFits`).
protocol ViewList {
  var children: [any View] { get }
}

/// The two branches of an `if`/`else` or `switch`: distinct identities, so switching resets state.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
  public typealias Body = Never

  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  func makeElement() -> (Primitive, [Element]) {
    switch storage {
    case .trueContent(let content):
      return (.transparent, [Element.build(content, slot: ChildSlot.trueBranch)])
    case .falseContent(let content):
      return (.transparent, [Element.build(content, slot: ChildSlot.falseBranch)])
    }
  }
}

extension Optional: View, _BodylessView where Wrapped: View {
  public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
  func makeElement() -> (Primitive, [Element]) {
    (.transparent, map { [Element.build($0, slot: 0)] } ?? [])
  }
}

public struct EmptyView: View, PrimitiveView {
  public typealias Body = Never
  public init() {}

  func makeElement() -> (Primitive, [Element]) { (.transparent, []) }
}

/// A type-erased view; a change of the wrapped type is a change of identity.
public struct AnyView: View, PrimitiveView {
  public typealias Body = Never
  let view: any View

  public init<V: View>(_ view: V) {
    self.view = view
  }

  public init<V: View>(erasing view: V) {
    self.view = view
  }

  func makeElement() -> (Primitive, [Element]) { (.transparent, [Element.build(view, slot: 0)]) }
}

/// Gives the content an explicit identity: a new id is a new view, with fresh state.
public struct IDView<Content: View, ID: Hashable>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content
  let id: ID

  func makeElement() -> (Primitive, [Element]) {
    (.transparent, [Element.build(content, slot: ChildSlot.explicitID(AnyHashable(id)))])
  }
}

extension View {
  public func id<ID: Hashable>(_ id: ID) -> IDView<Self, ID> {
    IDView(content: self, id: id)
  }
}

/// A view whose body re-runs only when its own `==` says its new value differs from the last one,
/// whatever its fields are: SwiftUI otherwise compares a plain-data view byte by byte and a view
/// holding a capturing closure as always changed. State it owns, observed objects and the
/// environment still re-run it, as they do any view.
public struct EquatableView<Content: View & Equatable>: View, PrimitiveView {
  public typealias Body = Never
  public var content: Content

  public init(content: Content) {
    self.content = content
  }

  func makeElement() -> (Primitive, [Element]) {
    var element = Element.build(content, slot: 0)
    element.compareInputs = { old, new in
      guard let old = old as? Content, let new = new as? Content else { return false }
      return old == new
    }
    return (.transparent, [element])
  }
}

extension View where Self: Equatable {
  /// Wraps the view in an `EquatableView`: its `==` decides when its body runs again.
  public func equatable() -> EquatableView<Self> {
    EquatableView(content: self)
  }
}

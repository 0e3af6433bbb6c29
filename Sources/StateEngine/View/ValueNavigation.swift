/// Value-based navigation: links carry a value, the stack shows it through the
/// `navigationDestination` declared for its type, and a path binding lists the values pushed.
package enum NavigationTarget {
  case view(any View)
  /// nil: a link to no value, which does nothing (SwiftUI disables it).
  case value(AnyHashable?)
  /// A link bound to `isActive`: following it sets the binding, which pushes the destination.
  case presented(Binding<Bool>)
}

/// `navigationDestination(for:destination:)`: builds the view for values of one type.
package struct NavigationDestination {
  let type: Any.Type
  let make: (AnyHashable) -> (any View)?

  func handles(_ value: AnyHashable) -> Bool {
    Swift.type(of: value.base) == type
  }
}

/// A stack's path, read and written as a list of values whatever the binding's type.
package struct NavigationPathBinding {
  let get: () -> [AnyHashable]
  let set: ([AnyHashable]) -> Void
}

/// A type-erased list of the values pushed on a stack.
public struct NavigationPath: Equatable {
  var elements: [AnyHashable] = []

  public init() {}

  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map(AnyHashable.init)
  }

  public var count: Int { elements.count }
  public var isEmpty: Bool { elements.isEmpty }

  public mutating func append<V: Hashable>(_ value: V) {
    elements.append(AnyHashable(value))
  }

  public mutating func removeLast(_ k: Int = 1) {
    elements.removeLast(k)
  }
}

extension NavigationStack {
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Content) {
    self.init(root: root)
    self.path = NavigationPathBinding(
      get: { path.wrappedValue.elements },
      set: { path.wrappedValue.elements = $0 })
  }

  public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Content)
  where
    Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
    Data.Element: Hashable
  {
    self.init(root: root)
    self.path = NavigationPathBinding(
      get: { path.wrappedValue.map(AnyHashable.init) },
      set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) })
  }
}

extension NavigationLink where Destination == Never {
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.init(target: .value(value.map(AnyHashable.init)), label: label())
  }
}

extension NavigationLink where Destination == Never, Label == Text {
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }
}

extension View {
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    builtIn(
      .navigationDestination(
        NavigationDestination(type: D.self) { value in
          (value.base as? D).map { destination($0) as any View }
        }))
  }
}

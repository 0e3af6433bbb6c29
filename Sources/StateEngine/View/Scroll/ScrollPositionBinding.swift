/// `scrollPosition(id:anchor:)` (iOS 17): "the identity of the view" of the scroll view's
/// `scrollTargetLayout` that it shows, kept in a binding. The engine draws no offset, so the binding
/// follows what scrolls it here (`ScrollViewProxy.scrollTo`, a scenario's `scroll`) and a value the
/// note writes moves nothing (Differences.md).
/// (https://developer.apple.com/documentation/swiftui/view/scrollposition(id:anchor:))
struct ScrollPositionBinding: Equatable {
  /// The binding's storage: the same binding passed again is the same environment.
  let location: AnyObject
  /// The scroll view showed the row with this id: the binding takes it when it is of its type.
  let follow: (AnyHashable) -> Void

  static func == (lhs: ScrollPositionBinding, rhs: ScrollPositionBinding) -> Bool {
    lhs.location === rhs.location
  }
}

private enum ScrollPositionKey: EnvironmentKey {
  static var defaultValue: ScrollPositionBinding? { nil }
}

extension EnvironmentValues {
  /// The position binding of the scroll view around: its rows' ids go there as it scrolls.
  var scrollPosition: ScrollPositionBinding? {
    get { self[ScrollPositionKey.self] }
    set { self[ScrollPositionKey.self] = newValue }
  }
}

extension View {
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
    let position = ScrollPositionBinding(location: id.location) { shown in
      if let shown = shown.base as? ID { id.wrappedValue = shown }
    }
    return environment(\.scrollPosition, position)
  }
}

extension Node {
  /// A scroll brought this node into view: the position binding around takes the id of its row.
  package func scrolledIntoView() {
    var ancestor: Node? = self
    while let node = ancestor {
      switch node.key.slot.base as? ChildSlot {
      case .forEachID(let id)?, .explicitID(let id)?:
        node.environment.scrollPosition?.follow(id)
        return
      default:
        ancestor = node.parent
      }
    }
  }
}

/// Views generated from a collection, which list editing actions apply to.
public protocol DynamicViewContent: View {
  associatedtype Data: Collection
  var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ModifiedContent: DynamicViewContent
where Content: DynamicViewContent, Modifier == _BuiltInModifier {
  public var data: Content.Data { content.data }
}

/// Swipe-to-delete: the host's `swipe to delete "Row"` calls the action with the row's offset.
/// Drag-to-move is accepted only.
extension DynamicViewContent {
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> ModifiedContent<
    Self, _BuiltInModifier
  > {
    builtIn(.onDelete(action ?? { _ in }))
  }

  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ModifiedContent<
    Self, _BuiltInModifier
  > {
    accepted("onMove")
  }
}

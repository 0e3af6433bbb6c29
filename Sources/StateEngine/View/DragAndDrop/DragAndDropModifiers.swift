import Foundation

/// Drag and drop: a page has no pointer to drag with, so the modifiers are accepted and their
/// closures never run (the content types are the older form's type identifiers, `"public.url"`:
/// Linux has no `UTType`).
extension View {
  public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View { accepted("onDrag") }

  public func onDrop(
    of supportedTypes: [String], isTargeted: Binding<Bool>?,
    perform action: @escaping ([NSItemProvider]) -> Bool
  ) -> some View {
    accepted("onDrop")
  }

  public func onDrop(
    of supportedTypes: [String], isTargeted: Binding<Bool>?,
    perform action: @escaping ([NSItemProvider], CGPoint) -> Bool
  ) -> some View {
    accepted("onDrop")
  }

  public func onDrop(of supportedTypes: [String], delegate: DropDelegate) -> some View {
    accepted("onDrop")
  }
}

extension DynamicViewContent {
  /// Inserting dropped items between rows.
  public func onInsert(
    of supportedTypes: [String], perform action: @escaping (Int, [NSItemProvider]) -> Void
  ) -> some DynamicViewContent {
    accepted("onInsert")
  }
}

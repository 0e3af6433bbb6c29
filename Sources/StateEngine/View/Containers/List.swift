/// Rows, built lazily (see `Graph.lazyRowLimit`); with a selection binding its rows are chosen by
/// tapping them.
public struct List<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let content: Content
  var selection: ListSelection?

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  func makeElement() -> (Primitive, [Element]) {
    let rows = Element.build(content, slot: 0)
    guard let selection else { return (.container(.list), [rows]) }
    let selectable = Element(
      key: ChildKey(slot: 0, type: ObjectIdentifier(ListSelection.self)), typeName: "Selection",
      content: .primitive(.selection(selection), [rows]))
    return (.container(.list), [selectable])
  }
}

extension List {
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = ForEach(data, content: rowContent)
  }

  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
  }
}

extension List {
  public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    self.content = ForEach(data, content: rowContent)
  }

  /// `List($items) { $item in … }`: each row gets a binding to its element.
  public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
  )
  where
    C.Element: Identifiable, C.Index: Hashable,
    Content == ForEach<[Binding<C.Element>], C.Element.ID, RowContent>
  {
    self.content = ForEach(data, content: rowContent)
  }
}

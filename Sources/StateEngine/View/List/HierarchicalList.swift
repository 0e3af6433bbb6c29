/// A list of a tree of data ("Creates a hierarchical list that computes its rows on demand from an
/// underlying collection of identifiable data", Apple's documentation of
/// `List.init(_:children:rowContent:)`): its rows are an `OutlineGroup` of the data, each branch a
/// group the user expands.
extension List {
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, ID, RowContent> {
    self.content = OutlineGroup(data, id: id, children: children, content: rowContent)
  }

  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = OutlineGroup(data, children: children, content: rowContent)
  }
}

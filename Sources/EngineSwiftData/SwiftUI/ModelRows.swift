import StateEngine

// Rows over models that do not declare `Identifiable` themselves: a SwiftData model is
// identifiable by its `persistentModelID`. Disfavoured, so a model that declares its own `id`
// keeps it.
extension ForEach where Data.Element: PersistentModel, ID == PersistentIdentifier {
  @_disfavoredOverload
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.persistentModelID, content: content)
  }
}

extension List {
  @_disfavoredOverload
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where Content == ForEach<Data, PersistentIdentifier, RowContent>, Data.Element: PersistentModel {
    self.init(data, id: \.persistentModelID, rowContent: rowContent)
  }
}

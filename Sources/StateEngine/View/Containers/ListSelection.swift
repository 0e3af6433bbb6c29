/// A list's selection binding, whatever its type: one optional value or a set of values.
package struct ListSelection {
  let contains: (AnyHashable) -> Bool
  /// Makes the row tagged `tag` the only selected one, as tapping a row outside edit mode does;
  /// false when the tag is not a value of the selection's type.
  let select: (AnyHashable) -> Bool
  /// No row selected.
  let clear: () -> Void
  /// Whether a row is selected; a read that makes the evaluating node depend on the selection.
  let isSelecting: () -> Bool

  init<Value: Hashable>(_ binding: Binding<Value?>) {
    contains = { tag in binding.location.peek().map { AnyHashable($0) == tag } ?? false }
    select = { tag in
      guard let value = tag.base as? Value else { return false }
      binding.wrappedValue = value
      return true
    }
    clear = { binding.wrappedValue = nil }
    isSelecting = { binding.wrappedValue != nil }
  }

  init<Value: Hashable>(_ binding: Binding<Set<Value>>) {
    contains = { tag in (tag.base as? Value).map(binding.location.peek().contains) ?? false }
    select = { tag in
      guard let value = tag.base as? Value else { return false }
      binding.wrappedValue = [value]
      return true
    }
    clear = { binding.wrappedValue = [] }
    isSelecting = { !binding.wrappedValue.isEmpty }
  }
}

/// A list over data selects values of any type, not only the rows' ids: rows tagged with values
/// of the selection's type (`.tag(book)`) are chosen by their tag, as SwiftUI's `List` is generic
/// over its selection value.
extension List {
  public init<SelectionValue: Hashable>(
    selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content)
    self.selection = selection.map(ListSelection.init)
  }

  public init<SelectionValue: Hashable>(
    selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content
  ) {
    self.init(content: content)
    self.selection = selection.map(ListSelection.init)
  }

  public init<Data: RandomAccessCollection, SelectionValue: Hashable, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(data, rowContent: rowContent)
    self.selection = selection.map(ListSelection.init)
  }

  public init<Data: RandomAccessCollection, SelectionValue: Hashable, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(data, rowContent: rowContent)
    self.selection = selection.map(ListSelection.init)
  }

  public init<
    Data: RandomAccessCollection, ID: Hashable, SelectionValue: Hashable, RowContent: View
  >(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(data, id: id, rowContent: rowContent)
    self.selection = selection.map(ListSelection.init)
  }

  public init<
    Data: RandomAccessCollection, ID: Hashable, SelectionValue: Hashable, RowContent: View
  >(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(data, id: id, rowContent: rowContent)
    self.selection = selection.map(ListSelection.init)
  }
}

/// Rows of data in columns. On an iPhone a table is compact: "a table shows only its first
/// column" (Apple's documentation of `Table`), so it is the list of its rows, each the first
/// column's cell, selected as a list's rows are.
/// (https://developer.apple.com/documentation/swiftui/table)
public struct Table<Value: Identifiable, Columns: TableColumnContent>: View, PrimitiveView
where Columns.TableRowValue == Value {
  public typealias Body = Never
  let rows: [Value]
  let columns: Columns
  let selection: ListSelection?

  func makeElement() -> (Primitive, [Element]) {
    // Tagged with the row's id: the cell is wrapped views, which a list's rows are looked through.
    var list = List(rows) { row in columns._cells(of: row).first.tag(row.id) }
    list.selection = selection
    return (.transparent, [Element.build(list, slot: 0)])
  }
}

extension Table {
  public init<Data: RandomAccessCollection>(
    _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Data.Element == Value, Columns == _TableColumns<Value> {
    self.init(rows: Array(data), columns: columns(), selection: nil)
  }

  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Value.ID?>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Data.Element == Value, Columns == _TableColumns<Value> {
    self.init(rows: Array(data), columns: columns(), selection: ListSelection(selection))
  }

  public init<Data: RandomAccessCollection>(
    _ data: Data, selection: Binding<Set<Value.ID>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Data.Element == Value, Columns == _TableColumns<Value> {
    self.init(rows: Array(data), columns: columns(), selection: ListSelection(selection))
  }

  /// Rows a builder lists (`TableRow`s, a `ForEach` over the values) instead of a collection.
  public init(
    of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> _TableRows<Value>
  ) where Columns == _TableColumns<Value> {
    self.init(rows: rows()._rowValues, columns: columns(), selection: nil)
  }

  public init(
    of valueType: Value.Type, selection: Binding<Value.ID?>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> _TableRows<Value>
  ) where Columns == _TableColumns<Value> {
    self.init(rows: rows()._rowValues, columns: columns(), selection: ListSelection(selection))
  }

  /// The sort order is the note's to apply: SwiftUI's table only reports the order the reader
  /// chose by clicking a header, which an iPhone's compact table has none of.
  public init<Data: RandomAccessCollection, Sort>(
    _ data: Data, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Data.Element == Value, Columns == _TableColumns<Value> {
    self.init(rows: Array(data), columns: columns(), selection: nil)
  }

  public init<Data: RandomAccessCollection, Sort>(
    _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Data.Element == Value, Columns == _TableColumns<Value> {
    self.init(rows: Array(data), columns: columns(), selection: ListSelection(selection))
  }

  public init<Data: RandomAccessCollection, Sort>(
    _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Data.Element == Value, Columns == _TableColumns<Value> {
    self.init(rows: Array(data), columns: columns(), selection: ListSelection(selection))
  }
}

/// What a table's column builder collects: columns over one type of row.
/// (https://developer.apple.com/documentation/swiftui/tablecolumncontent)
public protocol TableColumnContent<TableRowValue> {
  associatedtype TableRowValue: Identifiable
  /// The cell each column shows for a row, in column order.
  func _cells(of row: TableRowValue) -> [AnyView]
}

/// Columns a builder put together, in order.
public struct _TableColumns<RowValue: Identifiable>: TableColumnContent {
  let cells: [(RowValue) -> [AnyView]]

  public func _cells(of row: RowValue) -> [AnyView] {
    cells.flatMap { $0(row) }
  }
}

/// Builds a table's columns. `Sort` is the comparator a sortable table's columns share; the engine
/// does not sort (the note sorts its data when the order changes), so it only types the columns.
/// (https://developer.apple.com/documentation/swiftui/tablecolumnbuilder)
@resultBuilder public enum TableColumnBuilder<RowValue: Identifiable, Sort> {
  /// A column's row type is the table's: `TableColumn("Name", value: \.name)` infers it here.
  public static func buildExpression<ColumnSort, Content, Label>(
    _ column: TableColumn<RowValue, ColumnSort, Content, Label>
  ) -> _TableColumns<RowValue> {
    _TableColumns(cells: [column._cells(of:)])
  }

  public static func buildBlock(_ columns: _TableColumns<RowValue>...) -> _TableColumns<RowValue> {
    _TableColumns(cells: columns.flatMap(\.cells))
  }

  public static func buildOptional(_ columns: _TableColumns<RowValue>?) -> _TableColumns<RowValue> {
    columns ?? _TableColumns(cells: [])
  }

  public static func buildEither(first columns: _TableColumns<RowValue>) -> _TableColumns<RowValue>
  {
    columns
  }

  public static func buildEither(second columns: _TableColumns<RowValue>) -> _TableColumns<RowValue>
  {
    columns
  }
}

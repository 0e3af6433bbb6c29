/// One row of a table, for `Table(of:columns:rows:)`: the value each column shows a cell of.
/// (https://developer.apple.com/documentation/swiftui/tablerow)
public struct TableRow<Value: Identifiable>: TableRowContent {
  let value: Value

  public init(_ value: Value) {
    self.value = value
  }

  public var _rowValues: [Value] { [value] }
}

/// What a table's row builder collects: rows over one type of value.
/// (https://developer.apple.com/documentation/swiftui/tablerowcontent)
public protocol TableRowContent<TableRowValue> {
  associatedtype TableRowValue: Identifiable
  /// The rows' values, in order.
  var _rowValues: [TableRowValue] { get }
}

/// Rows a builder put together, in order.
public struct _TableRows<Value: Identifiable>: TableRowContent {
  public let _rowValues: [Value]
}

/// "A `ForEach` over `Identifiable` values makes a `TableRow` per element" (Apple's documentation of
/// `ForEach.init(_:)` as `TableRowContent`); with a closure, each element's rows are the closure's.
extension ForEach: TableRowContent where Content: TableRowContent {
  public var _rowValues: [Content.TableRowValue] { data.flatMap { content($0)._rowValues } }

  public init(_ data: Data) where Data.Element: Identifiable, ID == Data.Element.ID,
    Content == TableRow<Data.Element>
  {
    self.init(data: data, content: TableRow.init, id: \.id)
  }

  public init<Value>(
    _ data: Data, @TableRowBuilder<Value> content: @escaping (Data.Element) -> Content
  ) where Data.Element: Identifiable, ID == Data.Element.ID, Content == _TableRows<Value> {
    self.init(data: data, content: content, id: \.id)
  }
}

/// Builds a table's rows.
/// (https://developer.apple.com/documentation/swiftui/tablerowbuilder)
@resultBuilder public enum TableRowBuilder<Value: Identifiable> {
  public static func buildExpression<Row: TableRowContent>(_ row: Row) -> _TableRows<Value>
  where Row.TableRowValue == Value {
    _TableRows(_rowValues: row._rowValues)
  }

  public static func buildBlock(_ rows: _TableRows<Value>...) -> _TableRows<Value> {
    _TableRows(_rowValues: rows.flatMap(\._rowValues))
  }

  public static func buildOptional(_ rows: _TableRows<Value>?) -> _TableRows<Value> {
    rows ?? _TableRows(_rowValues: [])
  }
}

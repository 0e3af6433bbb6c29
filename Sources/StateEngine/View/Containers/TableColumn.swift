import Foundation

/// One column of a table: a title and the view each row shows under it. A column made from a key
/// path can be sorted by it (`Sort` is then a `KeyPathComparator`).
/// (https://developer.apple.com/documentation/swiftui/tablecolumn)
public struct TableColumn<RowValue: Identifiable, Sort, Content: View, Label: View>:
  TableColumnContent
{
  let label: Label
  let content: (RowValue) -> Content

  public func _cells(of row: RowValue) -> [AnyView] {
    [AnyView(content(row))]
  }

  /// Accepted: an iPhone shows only the first column, as wide as the screen.
  public func width(_ width: CGFloat?) -> Self { self }

  public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> Self {
    self
  }
}

extension TableColumn where Label == Text {
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content)
  where Sort == Never {
    self.init(label: Text(title), content: content)
  }

  public init<S: StringProtocol, Value: Comparable>(
    _ title: S, value: KeyPath<RowValue, Value>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) where Sort == KeyPathComparator<RowValue> {
    self.init(label: Text(title), content: content)
  }

  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>)
  where Sort == KeyPathComparator<RowValue>, Content == Text {
    self.init(label: Text(title), content: { Text($0[keyPath: value]) })
  }
}

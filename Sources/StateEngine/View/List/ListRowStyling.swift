import Foundation

/// How a list draws a row around its content: its separators, background and insets. Rows show
/// as plain list items in the preview, so these are recorded by name.
extension View {
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  {
    accepted("listRowSeparator")
  }
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    accepted("listRowSeparatorTint")
  }
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  {
    accepted("listSectionSeparator")
  }
  public func listRowBackground<V: View>(_ view: V?) -> some View { accepted("listRowBackground") }
  public func listRowInsets(_ insets: EdgeInsets?) -> some View { accepted("listRowInsets") }
}

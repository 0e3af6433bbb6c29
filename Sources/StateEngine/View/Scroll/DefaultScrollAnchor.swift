/// `defaultScrollAnchor(_:)`: where a scroll view starts. The engine builds a scroll view's rows
/// from the top whatever the anchor, so it is recorded by name.
extension View {
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
    accepted("defaultScrollAnchor")
  }
}

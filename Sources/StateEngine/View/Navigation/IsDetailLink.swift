/// Whether a link in a split view's sidebar shows its destination in the detail column; an iPhone
/// has no detail column, so it is recorded by name and the link pushes as any link does.
extension View {
  public func isDetailLink(_ isDetailLink: Bool) -> some View { accepted("isDetailLink") }
}

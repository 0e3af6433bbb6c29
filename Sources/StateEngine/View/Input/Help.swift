/// A tooltip or accessibility hint: recorded by name, since a page shows no pointer hover.
extension View {
  public func help<S: StringProtocol>(_ text: S) -> some View { accepted("help") }
  public func help(_ text: Text) -> some View { accepted("help") }
  public func help(_ key: LocalizedStringKey) -> some View { accepted("help") }
}

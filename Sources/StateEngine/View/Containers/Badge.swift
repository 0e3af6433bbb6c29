/// A count or short text on a list row or tab; accepted, not drawn.
extension View {
  public func badge(_ count: Int) -> some View { accepted("badge") }
  public func badge(_ label: Text?) -> some View { accepted("badge") }
  public func badge<S: StringProtocol>(_ label: S?) -> some View { accepted("badge") }
  public func badge(_ key: LocalizedStringKey?) -> some View { accepted("badge") }
}

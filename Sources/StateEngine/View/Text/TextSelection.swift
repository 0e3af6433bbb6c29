/// Whether a reader can select a view's text. Text on a page is always selectable, so the choice is
/// recorded by name.
public protocol TextSelectability {}
public struct EnabledTextSelectability: TextSelectability { public init() {} }
public struct DisabledTextSelectability: TextSelectability { public init() {} }

extension TextSelectability where Self == EnabledTextSelectability {
  public static var enabled: Self { .init() }
}
extension TextSelectability where Self == DisabledTextSelectability {
  public static var disabled: Self { .init() }
}

extension View {
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
    accepted("textSelection")
  }
}

/// A group of rows with an optional header and footer; both are kept as children so their text
/// shows in snapshots.
public struct Section<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let header: (any View)?
  let footer: (any View)?
  let content: Content

  init(header: (any View)?, footer: (any View)?, content: Content) {
    self.header = header
    self.footer = footer
    self.content = content
  }

  public init(@ViewBuilder content: () -> Content) {
    self.init(header: nil, footer: nil, content: content())
  }

  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(header: Text(title), footer: nil, content: content())
  }

  public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(header: Text(title), footer: nil, content: content())
  }

  public init<Header: View>(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header)
  {
    self.init(header: header(), footer: nil, content: content())
  }

  public init<Footer: View>(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer)
  {
    self.init(header: nil, footer: footer(), content: content())
  }

  public init<Header: View, Footer: View>(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header,
    @ViewBuilder footer: () -> Footer
  ) {
    self.init(header: header(), footer: footer(), content: content())
  }

  public init<Header: View>(header: Header, @ViewBuilder content: () -> Content) {
    self.init(header: header, footer: nil, content: content())
  }

  public init<Footer: View>(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: nil, footer: footer, content: content())
  }

  public init<Header: View, Footer: View>(
    header: Header, footer: Footer, @ViewBuilder content: () -> Content
  ) {
    self.init(header: header, footer: footer, content: content())
  }

  /// A collapsible section (iOS 17); the engine always shows its rows.
  public init<Header: View>(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content,
    @ViewBuilder header: () -> Header
  ) {
    self.init(header: header(), footer: nil, content: content())
  }

  public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
  ) {
    self.init(header: Text(title), footer: nil, content: content())
  }

  func makeElement() -> (Primitive, [Element]) {
    var children = [Element.build(content, slot: 0)]
    if let header {
      children.append(Element.build(SectionSupplement(role: .header, content: header), slot: 1))
    }
    if let footer {
      children.append(Element.build(SectionSupplement(role: .footer, content: footer), slot: 2))
    }
    return (.container(.section), children)
  }
}

/// Marks a section's header or footer so snapshots can show it apart from the rows.
private struct SectionSupplement: View, PrimitiveView {
  enum Role: String { case header, footer }
  typealias Body = Never
  let role: Role
  let content: any View

  func makeElement() -> (Primitive, [Element]) {
    (.attribute(role.rawValue), [Element.build(content, slot: 0)])
  }
}

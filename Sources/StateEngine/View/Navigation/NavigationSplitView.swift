/// Two or three columns, as an iPhone shows them: collapsed into a stack whose root is the sidebar.
/// Choosing a row of a `List(selection:)` in a column pushes the next column; going back pops it
/// and clears that selection (see `Graph.select(_:in:)`).
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
  public typealias Body = Never
  let sidebar: Sidebar
  let content: Content?
  let detail: Detail

  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
    @ViewBuilder detail: () -> Detail
  ) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }

  /// Which columns a wider screen shows; a collapsed split view shows one at a time.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, content: content, detail: detail)
  }

  func makeElement() -> (Primitive, [Element]) {
    let columns: [any View] = (content.map { [$0] } ?? []) + [detail]
    return (
      .navigationContainer(path: nil, columns: columns), [Element.build(sidebar, slot: 0)]
    )
  }
}

extension NavigationSplitView where Content == EmptyView {
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
    self.content = nil
    self.detail = detail()
  }

  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, detail: detail)
  }

  /// The collapsed stack always starts at the sidebar; the preferred column is accepted only.
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>,
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, detail: detail)
  }

  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>,
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
  ) {
    self.init(sidebar: sidebar, detail: detail)
  }
}

public struct NavigationSplitViewVisibility: Hashable, Codable, Sendable {
  private let name: String
  public static var automatic: Self { Self(name: "automatic") }
  public static var all: Self { Self(name: "all") }
  public static var doubleColumn: Self { Self(name: "doubleColumn") }
  public static var detailOnly: Self { Self(name: "detailOnly") }
}

public struct NavigationSplitViewColumn: Hashable, Sendable {
  private let name: String
  public static var sidebar: Self { Self(name: "sidebar") }
  public static var content: Self { Self(name: "content") }
  public static var detail: Self { Self(name: "detail") }
}

public protocol NavigationSplitViewStyle {}
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
  public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  public static var automatic: Self { .init() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  public static var balanced: Self { .init() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  public static var prominentDetail: Self { .init() }
}

/// Column styles and widths matter only to a split view that is not collapsed.
extension View {
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
    accepted("navigationSplitViewStyle")
  }

  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
    accepted("navigationSplitViewColumnWidth")
  }

  public func navigationSplitViewColumnWidth(
    min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
  ) -> some View {
    accepted("navigationSplitViewColumnWidth")
  }
}

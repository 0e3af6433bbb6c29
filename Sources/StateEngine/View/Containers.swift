/// Containers differ only in how they lay out, which the engine does not do; each keeps its name for
/// identity paths and snapshots.
protocol ContainerView: View, PrimitiveView where Body == Never {
  associatedtype Content: View
  static var kind: Primitive.ContainerKind { get }
  var content: Content { get }
}

extension ContainerView {
  func makeElement() -> (Primitive, [Element]) {
    (.container(Self.kind), [Element.build(content, slot: 0)])
  }
}

public struct Alignment: Hashable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static var center: Self { Self(horizontal: .center, vertical: .center) }
  public static var leading: Self { Self(horizontal: .leading, vertical: .center) }
  public static var trailing: Self { Self(horizontal: .trailing, vertical: .center) }
  public static var top: Self { Self(horizontal: .center, vertical: .top) }
  public static var bottom: Self { Self(horizontal: .center, vertical: .bottom) }
  public static var topLeading: Self { Self(horizontal: .leading, vertical: .top) }
  public static var topTrailing: Self { Self(horizontal: .trailing, vertical: .top) }
  public static var bottomLeading: Self { Self(horizontal: .leading, vertical: .bottom) }
  public static var bottomTrailing: Self { Self(horizontal: .trailing, vertical: .bottom) }
}

public struct VStack<Content: View>: ContainerView {
  public typealias Body = Never
  static var kind: Primitive.ContainerKind { .vStack }
  let content: Content

  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

public struct HStack<Content: View>: ContainerView {
  public typealias Body = Never
  static var kind: Primitive.ContainerKind { .hStack }
  let content: Content

  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

public struct ZStack<Content: View>: ContainerView {
  public typealias Body = Never
  static var kind: Primitive.ContainerKind { .zStack }
  let content: Content

  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

/// Builds only the rows on screen (see `Graph.lazyRowLimit`).
public struct LazyVStack<Content: View>: ContainerView {
  public typealias Body = Never
  static var kind: Primitive.ContainerKind { .lazyVStack }
  let content: Content

  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

public struct LazyHStack<Content: View>: ContainerView {
  public typealias Body = Never
  static var kind: Primitive.ContainerKind { .lazyHStack }
  let content: Content

  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

public struct LazyVGrid<Content: View>: ContainerView {
  public typealias Body = Never
  static var kind: Primitive.ContainerKind { .lazyVGrid }
  let content: Content

  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

/// A column of a lazy grid; grids are not laid out, so its size is accepted only.
public struct GridItem: Sendable {
  public enum Size: Sendable {
    case fixed(CGFloat)
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {}
}

public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static var sectionHeaders: Self { Self(rawValue: 1) }
  public static var sectionFooters: Self { Self(rawValue: 2) }
}

public struct ScrollView<Content: View>: ContainerView {
  public typealias Body = Never
  static var kind: Primitive.ContainerKind { .scrollView }
  let content: Content

  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
  }
}

public enum Axis: Hashable, Sendable {
  case horizontal, vertical

  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static var horizontal: Self { Self(rawValue: 1) }
    public static var vertical: Self { Self(rawValue: 2) }
  }
}

public struct Group<Content: View>: ContainerView {
  public typealias Body = Never
  static var kind: Primitive.ContainerKind { .group }
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

public struct Form<Content: View>: ContainerView {
  public typealias Body = Never
  static var kind: Primitive.ContainerKind { .form }
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

public struct Spacer: View, PrimitiveView {
  public typealias Body = Never
  public init(minLength: CGFloat? = nil) {}

  func makeElement() -> (Primitive, [Element]) { (.spacer, []) }
}

public struct Divider: View, PrimitiveView {
  public typealias Body = Never
  public init() {}

  func makeElement() -> (Primitive, [Element]) { (.divider, []) }
}

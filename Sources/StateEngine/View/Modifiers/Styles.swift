/// Fonts and control styles: accepted so examples compile; the engine does not draw.
public struct Font: Hashable, Sendable {
  let name: String
  var size: CGFloat? = nil

  public static var largeTitle: Self { Self(name: "largeTitle") }
  public static var title: Self { Self(name: "title") }
  public static var title2: Self { Self(name: "title2") }
  public static var title3: Self { Self(name: "title3") }
  public static var headline: Self { Self(name: "headline") }
  public static var subheadline: Self { Self(name: "subheadline") }
  public static var body: Self { Self(name: "body") }
  public static var callout: Self { Self(name: "callout") }
  public static var footnote: Self { Self(name: "footnote") }
  public static var caption: Self { Self(name: "caption") }
  public static var caption2: Self { Self(name: "caption2") }

  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
    Font(name: "system", size: size)
  }

  public static func system(_ style: Font, design: Design? = nil, weight: Weight? = nil) -> Font {
    style
  }

  public func bold() -> Font { self }
  public func italic() -> Font { self }
  public func weight(_ weight: Weight) -> Font { self }

  public enum Weight: Hashable, Sendable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }
  public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }
}

public protocol ListStyle {}
public struct DefaultListStyle: ListStyle { public init() {} }
public struct PlainListStyle: ListStyle { public init() {} }
public struct GroupedListStyle: ListStyle { public init() {} }
public struct InsetListStyle: ListStyle { public init() {} }
public struct InsetGroupedListStyle: ListStyle { public init() {} }
public struct SidebarListStyle: ListStyle { public init() {} }

extension ListStyle where Self == DefaultListStyle { public static var automatic: Self { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: Self { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: Self { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: Self { .init() } }
extension ListStyle where Self == InsetGroupedListStyle {
  public static var insetGrouped: Self { .init() }
}
extension ListStyle where Self == SidebarListStyle { public static var sidebar: Self { .init() } }

public enum Edge: Hashable, Sendable {
  case top, leading, bottom, trailing

  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static var top: Self { Self(rawValue: 1) }
    public static var leading: Self { Self(rawValue: 2) }
    public static var bottom: Self { Self(rawValue: 4) }
    public static var trailing: Self { Self(rawValue: 8) }
    public static var horizontal: Set { [.leading, .trailing] }
    public static var vertical: Set { [.top, .bottom] }
    public static var all: Set { [.horizontal, .vertical] }
  }
}

public enum NavigationBarItem {
  public enum TitleDisplayMode: Sendable { case automatic, inline, large }
}

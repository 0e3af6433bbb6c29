/// The top or bottom edge, as list-row separators and `safeAreaInset` name them.
public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable {
  case top, bottom

  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static var top: Self { Self(rawValue: 1) }
    public static var bottom: Self { Self(rawValue: 2) }
    public static var all: Set { [.top, .bottom] }
  }
}

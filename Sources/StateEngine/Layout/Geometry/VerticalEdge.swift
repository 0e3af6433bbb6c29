/// The top or bottom edge, as list-row separators and `safeAreaInset` name them.
public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable {
  case top, bottom

  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let bottom = Set(rawValue: 2)
    public static let all: Set = [.top, .bottom]
  }
}

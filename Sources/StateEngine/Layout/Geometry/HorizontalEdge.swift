/// The leading or trailing edge, where an edge-specific modifier (`safeAreaInset`) applies.
public enum HorizontalEdge: Int8, Hashable, CaseIterable, Sendable {
  case leading, trailing

  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static var leading: Self { Self(rawValue: 1) }
    public static var trailing: Self { Self(rawValue: 2) }
    public static var all: Set { [.leading, .trailing] }
  }
}

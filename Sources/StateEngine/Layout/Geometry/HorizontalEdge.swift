/// The leading or trailing edge, where an edge-specific modifier (`safeAreaInset`) applies.
public enum HorizontalEdge: Int8, Hashable, CaseIterable, Sendable {
  case leading, trailing

  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let leading = Set(rawValue: 1)
    public static let trailing = Set(rawValue: 2)
    public static let all: Set = [.leading, .trailing]
  }
}

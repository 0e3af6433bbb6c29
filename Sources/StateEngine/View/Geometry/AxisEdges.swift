/// The edges along one axis, where an edge-specific modifier (`safeAreaInset`) applies.
public enum VerticalEdge: Hashable, Sendable { case top, bottom }
public enum HorizontalEdge: Hashable, Sendable { case leading, trailing }

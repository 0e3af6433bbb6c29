/// A position in a source file: 1-based line, and 1-based column counted in
/// Unicode scalars (so a Korean or Chinese character is one column, as editors show it).
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
  // Stored in 32 bits: every block and link of a note keeps a range, and a note is at most 16 MB.
  private var storedLine: Int32
  private var storedColumn: Int32

  public var line: Int {
    get { Int(storedLine) }
    set { storedLine = Int32(clamping: newValue) }
  }

  public var column: Int {
    get { Int(storedColumn) }
    set { storedColumn = Int32(clamping: newValue) }
  }

  public init(line: Int, column: Int) {
    storedLine = Int32(clamping: line)
    storedColumn = Int32(clamping: column)
  }

  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  public var description: String { "\(line):\(column)" }
}

/// A half-open span of a source file; `end` is the last position covered.
public struct SourceRange: Hashable, Sendable {
  public var start: SourcePosition
  public var end: SourcePosition

  public init(start: SourcePosition, end: SourcePosition) {
    self.start = start
    self.end = end
  }

  /// A range covering whole lines `first...last`.
  public init(lines first: Int, _ last: Int) {
    self.init(start: .init(line: first, column: 1), end: .init(line: last, column: 1))
  }
}

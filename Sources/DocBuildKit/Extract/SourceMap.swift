/// Maps every line of an assembled compilation unit back to the note it came from, so a compiler
/// diagnostic at `unit.swift:line:col` can be reported at `note.md:line:col`.
public struct SourceMap: Hashable, Sendable {
  public enum Origin: Hashable, Sendable {
    /// Written on `line` of the note; a unit column (in scalars) plus `columnShift` is the note column.
    case note(line: Int, columnShift: Int)
    /// Added by docbuild (a wrapper, an import): nowhere in the note.
    case synthesized
    /// Line `line` of prelude file `file` (a content-relative path): compiled, never shown.
    case prelude(file: String, line: Int)
  }

  public struct Line: Hashable, Sendable {
    public var text: String
    public var origin: Origin

    public init(text: String, origin: Origin) {
      self.text = text
      self.origin = origin
    }
  }

  public private(set) var lines: [Line]

  public init(lines: [Line]) {
    self.lines = lines
  }

  /// The unit's source: its lines, each ended by a newline.
  public var source: String {
    lines.map { $0.text + "\n" }.joined()
  }

  /// The note position of unit line `line` (1-based) and `column` (1-based, counted in UTF-8 bytes as
  /// swiftc reports it); `nil` for a synthesized line or a line outside the unit.
  public func noteLocation(forUnitLine line: Int, column: Int) -> SourcePosition? {
    guard lines.indices.contains(line - 1),
      case .note(let noteLine, let shift) = lines[line - 1].origin
    else {
      return nil
    }
    let scalarColumn = Locator.scalarColumn(in: lines[line - 1].text, utf8Column: max(column, 1))
    return SourcePosition(line: noteLine, column: max(1, scalarColumn + shift))
  }

  /// The note line nearest to unit line `line`: its own, else the closest earlier mapped line, for
  /// diagnostics that land on synthesized code (a wrapper's closing brace).
  public func nearestNoteLine(forUnitLine line: Int) -> Int? {
    var index = min(line - 1, lines.count - 1)
    while index >= 0 {
      if case .note(let noteLine, _) = lines[index].origin { return noteLine }
      index -= 1
    }
    return lines.lazy.compactMap { line -> Int? in
      if case .note(let noteLine, _) = line.origin { noteLine } else { nil }
    }.first
  }
}

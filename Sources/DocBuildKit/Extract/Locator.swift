import SwiftSyntax

/// Turns swift-syntax positions into 1-based lines and 1-based Unicode-scalar columns (swift-syntax
/// counts UTF-8 bytes; notes count characters as editors show them).
struct Locator {
  private let converter: SourceLocationConverter
  private let lines: [String]

  init(tree: SourceFileSyntax, lines: [String]) {
    converter = SourceLocationConverter(fileName: "", tree: tree)
    self.lines = lines
  }

  func position(of position: AbsolutePosition) -> SourcePosition {
    let location = converter.location(for: position)
    guard lines.indices.contains(location.line - 1) else {
      return SourcePosition(line: location.line, column: location.column)
    }
    return SourcePosition(
      line: location.line,
      column: Self.scalarColumn(in: lines[location.line - 1], utf8Column: location.column))
  }

  func lines(of node: some SyntaxProtocol) -> ClosedRange<Int> {
    let start = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    let end = converter.location(for: node.endPositionBeforeTrailingTrivia).line
    return start...max(start, end)
  }

  /// The scalar column of the character starting at byte column `utf8Column` (both 1-based).
  static func scalarColumn(in line: some StringProtocol, utf8Column: Int) -> Int {
    var bytes = 0
    var scalars = 0
    for scalar in line.unicodeScalars {
      if bytes >= utf8Column - 1 { break }
      bytes += UTF8.width(scalar)
      scalars += 1
    }
    return scalars + 1 + max(0, utf8Column - 1 - bytes)
  }
}

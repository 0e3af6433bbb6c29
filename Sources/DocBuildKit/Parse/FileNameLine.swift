import Foundation

/// A Swift fence whose first line is a file's name (`ContentView.swift`): a label its author
/// wrote for the code below, as an editor's tab shows it, not Swift. It is left out of the
/// compiled code (the line stays, blank, so positions hold), and the note gets a warning at that
/// line that says so and how to label a fence instead.
enum FileNameLine {
  /// A warning for each Swift fence that opens with such a line.
  static func warnings(in blocks: [Block], path: String) -> [Diagnostic] {
    blocks.nestedCodeBlocks.compactMap { code -> Diagnostic? in
      guard let index = lineIndex(in: code) else { return nil }
      let line = code.firstCodeLine + index
      let name = lines(of: code.code)[index].trimmingCharacters(in: .whitespaces)
      let message =
        "the line `\(name)` is read as a file name, not code, and left out of the compiled code: write the name outside the fence, or as a comment `// \(name)`"
      return .warning(
        "parse.file-name-line", message, path: path,
        range: SourceRange(
          start: SourcePosition(line: line, column: 1), end: SourcePosition(line: line, column: 1)))
    }
  }

  /// `code` with the file-name line of `block` blanked out.
  static func withoutFileName(_ code: String, of block: CodeBlock) -> String {
    guard let index = lineIndex(in: block) else { return code }
    var lines = lines(of: code)
    guard lines.indices.contains(index) else { return code }
    lines[index] = ""
    return lines.joined(separator: "\n")
  }

  /// The 0-based index of the line of a Swift fence that is only a file name (`Counter.swift`,
  /// `ContentView.swift:`), when it is the fence's first line that is not blank.
  static func lineIndex(in block: CodeBlock) -> Int? {
    guard block.isFenced, block.language == "swift" else { return nil }
    let lines = lines(of: block.code)
    guard let first = lines.firstIndex(where: { !$0.allSatisfy(\.isWhitespace) }),
      lines[first].trimmingCharacters(in: .whitespaces)
        .wholeMatch(of: #/[\p{L}\p{N}_+\-]+\.swift:?/#) != nil
    else { return nil }
    return first
  }

  private static func lines(of code: String) -> [String] {
    code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }
}

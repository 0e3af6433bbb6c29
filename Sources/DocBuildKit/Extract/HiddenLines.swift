/// Hidden setup lines, rustdoc's rule: a line whose first non-blank characters are `# ` (hash and
/// space), or that is exactly `#` after trimming, is compiled but not shown. `#if`, `#Preview` and
/// `#warning` have no space after the hash, so they stay visible. A line inside a multi-line
/// string literal (`"""`) is the string's text (a Markdown heading it holds), never hidden.
///
/// The compiled text of a hidden line is what follows `# ` (its indentation is dropped), so every
/// column of it sits a fixed number of columns left of where it is written.
public struct HiddenLines: Hashable, Sendable {
  /// One line of the compiled code and where it is written in the block.
  public struct CompiledLine: Hashable, Sendable {
    public var text: String
    /// 0-based index of the line in the block's code.
    public var codeLine: Int
    /// Columns (Unicode scalars) removed before `text`: add it to a compiled column to get the written one.
    public var columnShift: Int
    public var isHidden: Bool
    /// The line as written, when docbuild blanked or filled an elision mark of it (`...`): what
    /// a syntax error's cause reads.
    public var writtenBeforeElision: String? = nil
  }

  public internal(set) var compiledLines: [CompiledLine] = []
  /// The code as shown to readers: the block without its hidden lines.
  public private(set) var visibleCode: String = ""

  public init(code: String) {
    var visible: [Substring] = []
    var inMultilineString = false
    for (index, rawLine) in code.blockLines.enumerated() {
      let indentation = rawLine.prefix(while: { $0 == " " || $0 == "\t" })
      let rest = rawLine.dropFirst(indentation.count)
      let opensOrCloses = rawLine.ranges(of: "\"\"\"").count % 2 == 1
      defer { if opensOrCloses { inMultilineString.toggle() } }
      if !inMultilineString, rest.hasPrefix("# ") || rest.trimmingTrailingWhitespace == "#" {
        let text = rest.dropFirst(min(2, rest.count))
        compiledLines.append(
          CompiledLine(
            text: String(text), codeLine: index,
            columnShift: indentation.unicodeScalars.count
              + (rest.unicodeScalars.count - text.unicodeScalars.count),
            isHidden: true))
      } else {
        compiledLines.append(
          CompiledLine(text: String(rawLine), codeLine: index, columnShift: 0, isHidden: false))
        visible.append(rawLine)
      }
    }
    visibleCode = visible.map { $0 + "\n" }.joined()
  }

  /// The code given to the compiler: every line, hidden ones without their `# `.
  public var compiledCode: String {
    compiledLines.map { $0.text + "\n" }.joined()
  }
}

extension StringProtocol where SubSequence == Substring {
  /// The lines of a code block's text, without terminators (`\n` or `\r\n`, one Character in
  /// Swift); a final newline ends the last line rather than starting an empty one.
  var blockLines: [Substring] {
    var lines = self[...].split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
    if lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  var trimmingTrailingWhitespace: Substring {
    var text = self[...]
    while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
    return text
  }
}

extension HiddenLines {
  /// Where the compiled code's `line` (1-based) and `column` (1-based, Unicode scalars) are written in
  /// the note holding `codeBlock`: past hidden-line markers, and past the indentation of a fence nested
  /// in a list or quote (its content starts at the fence's column).
  public func notePosition(line: Int, column: Int, in codeBlock: CodeBlock) -> SourcePosition {
    let index = min(max(line - 1, 0), max(compiledLines.count - 1, 0))
    guard compiledLines.indices.contains(index) else {
      return SourcePosition(line: codeBlock.firstCodeLine, column: codeBlock.range.start.column)
    }
    let compiled = compiledLines[index]
    return SourcePosition(
      line: codeBlock.firstCodeLine + compiled.codeLine,
      column: column + compiled.columnShift + codeBlock.range.start.column - 1)
  }
}

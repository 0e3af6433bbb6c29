/// Rewrites the contents of chosen fenced blocks of a note (`docbuild --bless`), leaving every other
/// byte of the file as it was: the fences, the text around them, line endings (CRLF stays CRLF), and
/// the indentation or `>` markers of a fence nested in a list or quote. Only existing blocks are rewritten; a Swift block with
/// no expected-output block gets none.
public enum Blesser {
  public struct Replacement: Hashable, Sendable {
    /// The block whose content is replaced, as parsed from the same text.
    public var block: CodeBlock
    /// The new content, lines ended by `\n` (written with the file's line ending).
    public var content: String

    public init(block: CodeBlock, content: String) {
      self.block = block
      self.content = content
    }
  }

  /// `text` with each replacement's block content replaced.
  public static func bless(_ text: String, replacements: [Replacement]) -> String {
    var lines = splitKeepingTerminators(text)
    // From the bottom up, so earlier line numbers stay valid.
    for replacement in replacements.sorted(by: {
      $0.block.range.start.line > $1.block.range.start.line
    }) {
      let fenceIndex = replacement.block.range.start.line - 1
      guard lines.indices.contains(fenceIndex) else { continue }
      let fence = lines[fenceIndex]
      let indentation = continuationPrefix(of: fence)
      let terminator = fence.hasSuffix("\r\n") ? "\r\n" : "\n"
      let first = fenceIndex + 1
      let oldCount = min(replacement.block.code.blockLines.count, max(0, lines.count - first))
      let newLines = replacement.content.blockLines.map { indentation + $0 + terminator }
      lines.replaceSubrange(first..<(first + oldCount), with: newLines)
      fitFences(
        &lines, opening: fenceIndex, closing: first + newLines.count, to: replacement.content)
    }
    return lines.joined()
  }

  /// Lengthens the block's fences past the longest run of the fence character in the new content,
  /// so that what an example printed (a line of backticks) can never close the block and turn the
  /// rest of its output into markdown — or into a Swift block the next build runs.
  private static func fitFences(
    _ lines: inout [String], opening: Int, closing: Int, to content: String
  ) {
    let fence = lines[opening]
    guard let marker = fence.first(where: { $0 == "`" || $0 == "~" }) else { return }
    let current = fence.drop(while: { $0 != marker }).prefix(while: { $0 == marker }).count
    let needed = longestRun(of: marker, in: content) + 1
    guard needed > current else { return }
    let extra = String(repeating: marker, count: needed - current)
    lines[opening] = lengthen(fence, marker: marker, by: extra)
    if lines.indices.contains(closing),
      lines[closing].drop(while: { $0 != marker }).prefix(while: { $0 == marker }).count >= current
    {
      lines[closing] = lengthen(lines[closing], marker: marker, by: extra)
    }
  }

  private static func lengthen(_ line: String, marker: Character, by extra: String) -> String {
    guard let start = line.firstIndex(of: marker) else { return line }
    var line = line
    line.insert(contentsOf: extra, at: start)
    return line
  }

  private static func longestRun(of character: Character, in text: String) -> Int {
    var longest = 0
    var run = 0
    for scalar in text {
      run = scalar == character ? run + 1 : 0
      longest = max(longest, run)
    }
    return longest
  }

  /// What starts the content lines of a fence nested in quotes or lists: the text before the fence
  /// marker, with `>` kept and a list marker turned into spaces (`> - ```` gives `>   `).
  static func continuationPrefix(of fence: String) -> String {
    String(
      fence.prefix(while: { $0 != "`" && $0 != "~" }).map { character -> Character in
        character == ">" || character == "\t" ? character : " "
      })
  }

  /// The lines of `text`, each with its own terminator (`\n` or `\r\n`, one Character in Swift).
  static func splitKeepingTerminators(_ text: String) -> [String] {
    var lines: [String] = []
    var current = ""
    for character in text {
      current.append(character)
      if character == "\n" || character == "\r\n" {
        lines.append(current)
        current = ""
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }
}

import Foundation

/// The stylesheet and scripts as a site ships them: without their comments, indentation and blank
/// lines, which are for the people who read `Assets/`, not for browsers. Each line keeps its own
/// line, so nothing that depends on line ends (a script's automatic semicolons) changes.
enum AssetCompaction {
  /// CSS without `/* … */` comments, each line trimmed, blank lines dropped.
  static func css(_ text: String) -> String {
    var kept = ""
    var rest = Substring(text)
    // The stylesheet writes no "/*" inside its strings, so every one opens a comment.
    while let open = rest.range(of: "/*") {
      kept += rest[..<open.lowerBound]
      guard let close = rest[open.upperBound...].range(of: "*/") else {
        rest = ""
        break
      }
      rest = rest[close.upperBound...]
    }
    kept += rest
    return trimmedLines(kept)
  }

  /// JavaScript without its whole-line comments (`// …`, and `/* … */` or `/** … */` blocks that
  /// begin a line and end one), each line trimmed, blank lines dropped. Lines inside a template
  /// literal that spans lines are kept as they are: they are the literal's text.
  static func javascript(_ text: String) -> String {
    var compacted = ""
    var inBlockComment = false
    var inTemplate = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if inTemplate {
        compacted += line + "\n"
        inTemplate = endsInsideTemplate(line, startingInside: true)
        continue
      }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if inBlockComment {
        inBlockComment = !trimmed.hasSuffix("*/")
        continue
      }
      if trimmed.hasPrefix("//") || trimmed.isEmpty { continue }
      if trimmed.hasPrefix("/*") {
        inBlockComment = !trimmed.dropFirst(2).hasSuffix("*/")
        continue
      }
      compacted += trimmed + "\n"
      inTemplate = endsInsideTemplate(line, startingInside: false)
    }
    return compacted
  }

  /// Whether a template literal is still open at the end of `line`: an odd count of unescaped
  /// backticks flips whether the line ends inside one.
  private static func endsInsideTemplate(_ line: Substring, startingInside inside: Bool) -> Bool {
    var open = inside
    var escaped = false
    for character in line {
      if escaped {
        escaped = false
      } else if character == "\\" {
        escaped = true
      } else if character == "`" {
        open.toggle()
      }
    }
    return open
  }

  private static func trimmedLines(_ text: String) -> String {
    var trimmedText = ""
    for line in text.split(separator: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if !trimmed.isEmpty { trimmedText += trimmed + "\n" }
    }
    return trimmedText
  }
}

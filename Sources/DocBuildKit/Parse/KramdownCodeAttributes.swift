import Foundation

/// Jekyll's kramdown labels a fence with an attribute list on the line after it
/// (`{: .language-swift}`) instead of an info string. Such a line is markup for the fence, not
/// text: it is taken off the page, and a fence that names no language of its own takes the one
/// the list names, so a Swift fence labelled this way is highlighted and run like ```swift.
enum KramdownCodeAttributes {
  static func apply(_ blocks: [Block]) -> [Block] {
    var result: [Block] = []
    for block in blocks {
      if case .paragraph(let paragraph) = block, case .codeBlock(var code)? = result.last,
        code.isFenced, paragraph.range.start.line == code.range.end.line + 1,
        let classes = classes(paragraph.content.plainText)
      {
        if code.language == nil, let language = language(in: classes) {
          code.info = language
          result[result.count - 1] = .codeBlock(code)
        }
        continue
      }
      result.append(block.transformingChildren(apply))
    }
    return result
  }

  /// The words of a block attribute list (`{: .language-swift #id}`, `{:.x}`), nil when the
  /// text is not one.
  static func classes(_ text: String) -> [String]? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard trimmed.hasPrefix("{:"), trimmed.hasSuffix("}"), !trimmed.contains("\n") else {
      return nil
    }
    return trimmed.dropFirst(2).dropLast().split(whereSeparator: \.isWhitespace).map(String.init)
  }

  /// `swift` from `.language-swift` (kramdown's class for a code block's language).
  private static func language(in words: [String]) -> String? {
    let prefix = ".language-"
    return words.first { $0.hasPrefix(prefix) && $0.count > prefix.count }
      .map { String($0.dropFirst(prefix.count)) }
  }
}

import Foundation

/// The names a page's Swift blocks declare, read as words (`var name`, `struct Book`): a textual
/// scan is enough where it only decides whether a missing name is the note's own.
enum DeclaredWords {
  private static let declaring: Set<Substring> = [
    "struct", "class", "enum", "protocol", "typealias", "actor", "func", "let", "var", "case",
  ]

  /// (Words, not a regex: this runs over every Swift block of every page.)
  static func names(in codes: [String]) -> Set<String> {
    Set(lines(in: codes.map { ($0, 0) }).keys)
  }

  /// Each name the blocks declare, with the line of the first block that declares it.
  static func lines(in blocks: [(code: String, line: Int)]) -> [String: Int] {
    var lines: [String: Int] = [:]
    for (code, line) in blocks {
      let words = code.split { !($0.isLetter || $0.isNumber || $0 == "_") }
      for (word, next) in zip(words, words.dropFirst()) where declaring.contains(word) {
        if lines[String(next)] == nil { lines[String(next)] = line }
      }
    }
    return lines
  }

  /// The names `codes` declare, leaving out the properties that `@Environment(\.key)` wraps:
  /// `@Environment(\.router) var router` declares no `router` environment value.
  static func environmentValueNames(in codes: [String]) -> Set<String> {
    names(
      in: codes.map { code in
        wrappedEnvironmentProperty.stringByReplacingMatches(
          in: code, range: NSRange(code.startIndex..., in: code), withTemplate: "")
      })
  }

  private static let wrappedEnvironmentProperty = try! NSRegularExpression(
    pattern: #"@Environment\s*\([^)]*\)(\s+\w+)*?\s+var\s+\w+"#)
}

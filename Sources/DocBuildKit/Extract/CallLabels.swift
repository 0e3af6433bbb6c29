import Foundation

/// The argument labels of a member call as a block writes it (`decode(filename:as:)` of
/// `Bundle.main.decode(filename: name, as: [Product].self)`): whether the platform's member of
/// that name is the one called, or a helper of the note's own.
enum CallLabels {
  /// The labels of the first `.name(…)` in `code` (`_` for an unlabelled argument); nil when the
  /// code never calls it with parentheses.
  static func of(_ name: String, in code: String) -> [String]? {
    guard let call = code.range(of: ".\(name)(") else { return nil }
    return labels(of: code[call.upperBound...])
  }

  /// The labels of the arguments `arguments` starts with, up to the parenthesis closing them.
  static func labels(of arguments: Substring) -> [String]? {
    split(arguments)?.map(label(of:))
  }

  /// Each argument `arguments` starts with, as written (`anchor: .top`), up to the parenthesis
  /// closing them; nil when it is not closed.
  static func split(_ arguments: Substring) -> [Substring]? {
    var found: [Substring] = []
    var depth = 0
    var start = arguments.startIndex
    var quoted = false
    for index in arguments.indices {
      let character = arguments[index]
      if character == "\"" { quoted.toggle() }
      if quoted { continue }
      switch character {
      case "(", "[", "{":
        depth += 1
      case ")" where depth == 0:
        let last = arguments[start..<index]
        if !last.allSatisfy(\.isWhitespace) { found.append(last) }
        return found
      case ")", "]", "}":
        depth = max(0, depth - 1)
      case "," where depth == 0:
        found.append(arguments[start..<index])
        start = arguments.index(after: index)
      default: break
      }
    }
    return nil
  }

  /// The spelling Apple's documentation gives a call: `decode(filename:as:)`.
  static func spelling(_ name: String, labels: [String]) -> String {
    "\(name)(" + labels.map { "\($0):" }.joined() + ")"
  }

  private static func label(of argument: Substring) -> String {
    let trimmed = argument.drop(while: \.isWhitespace)
    let word = trimmed.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    guard !word.isEmpty, trimmed.dropFirst(word.count).first == ":" else { return "_" }
    return String(word)
  }
}

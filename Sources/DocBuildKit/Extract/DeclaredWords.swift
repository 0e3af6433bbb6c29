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

  /// The names the blocks declare only with `let`, never `var` (nor as a type or function), each
  /// with the fence line of the first block declaring it: code that changes one cannot compile.
  static func constants(in blocks: [(code: String, line: Int)]) -> [String: Int] {
    var constants: [String: Int] = [:]
    var otherwise: Set<String> = []
    for (code, line) in blocks {
      let words = code.split { !($0.isLetter || $0.isNumber || $0 == "_") }
      for (word, next) in zip(words, words.dropFirst()) where declaring.contains(word) {
        if word == "let" {
          if constants[String(next)] == nil { constants[String(next)] = line }
        } else {
          otherwise.insert(String(next))
        }
      }
    }
    return constants.filter { !otherwise.contains($0.key) }
  }

  /// The protocols and classes the blocks' types and extensions conform to (`Layout` of
  /// `struct Pile: Layout`): members shown alone belong to one of them.
  static func conformances(in codes: [String]) -> Set<String> {
    var names: Set<String> = []
    for code in codes {
      for match in code.matches(of: conformance) {
        let list = match.1.split(separator: "where").first ?? match.1
        for item in list.split(whereSeparator: { $0 == "," || $0 == "&" }) {
          let name = item.trimmingCharacters(in: .whitespacesAndNewlines)
            .prefix { $0.isLetter || $0.isNumber || $0 == "_" }
          if !name.isEmpty { names.insert(String(name)) }
        }
      }
    }
    return names
  }

  nonisolated(unsafe) private static let conformance =
    #/\b(?:struct|class|enum|actor|extension)\s+[\p{L}_][\p{L}\p{N}_.]*\s*(?:<[^<>{]*>)?\s*:\s*([^{]+)\{/#

  /// The generic parameters of the types the blocks declare (`Content` of
  /// `struct ScrollViewReader<Content>`), each with its type and the fence line of the block:
  /// a member shown alone reads them, and they are not names the note forgets to declare.
  static func genericParameters(in blocks: [(code: String, line: Int)]) -> [String: (
    type: String, line: Int
  )] {
    var parameters: [String: (type: String, line: Int)] = [:]
    for (code, line) in blocks {
      for (type, names) in parameterLists(in: code) {
        for name in names where parameters[name] == nil { parameters[name] = (type, line) }
      }
    }
    return parameters
  }

  /// Each generic type the blocks declare with its parameters (`_ModifiedContent` →
  /// `Content`, `Modifier`), as the first block declaring it spells them: an extension of the
  /// type reads them bare.
  static func parametersByType(in blocks: [(code: String, line: Int)]) -> [String: [String]] {
    var types: [String: [String]] = [:]
    for (code, _) in blocks {
      for (type, names) in parameterLists(in: code) where types[type] == nil {
        types[type] = names
      }
    }
    return types
  }

  private static func parameterLists(in code: String) -> [(type: String, names: [String])] {
    code.matches(of: genericType).map { match in
      let names = match.2.split(separator: ",").compactMap { parameter in
        parameter.split { !($0.isLetter || $0.isNumber || $0 == "_") }.first.map(String.init)
      }
      return (String(match.1), names)
    }
  }

  nonisolated(unsafe) private static let genericType =
    #/\b(?:struct|class|enum|actor)\s+([\p{L}_][\p{L}\p{N}_]*)\s*<([^<>]+)>/#

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

import SwiftSyntax

/// The words of some code that could name something: a cheap scan, where the compiler decides.
enum CodeWords {
  /// The identifiers the code itself writes: not the words of its strings and comments
  /// (`Button("Add Card")` uses no `Card`). Every word, when the code is too deep to parse.
  static func writtenIdentifiers(in code: String) -> Set<String> {
    guard let tree = SwiftSource.parse(code) else { return identifiers(in: code) }
    return Set(
      tree.tokens(viewMode: .sourceAccurate).compactMap { token in
        if case .identifier(let name) = token.tokenKind { name } else { nil }
      })
  }

  static func identifiers(in code: String) -> Set<String> {
    Set(words(in: code))
  }

  /// The same words in the order the code writes them, each once.
  static func orderedIdentifiers(in code: String) -> [String] {
    var seen = Set<String>()
    return words(in: code).filter { seen.insert($0).inserted }
  }

  private static func words(in code: String) -> [String] {
    code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
  }
}

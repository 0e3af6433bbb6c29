/// A name and the Swift keyword after it written with no line break or space between them
/// (`import ComposableArchitecturelet` for `import ComposableArchitecture` and a `let` on the
/// next line): the compiler sees one unknown name, and says only that.
enum GluedKeyword {
  /// Keywords that begin a declaration, which a lost line break glues onto the word before.
  static let keywords = ["struct", "class", "enum", "actor", "func", "var", "let", "extension"]

  /// The module and keyword `module` runs together, when the block (`code`) reads that way: the
  /// line after its `import` goes on as a declaration whose keyword went missing
  /// (`appReducer = …` after `…let`, `Name {` after `…struct`).
  static func split(module: String, in code: String) -> (module: String, keyword: String)? {
    let lines = code.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    guard let importLine = lines.firstIndex(of: "import \(module)") else { return nil }
    guard
      let next = lines[(importLine + 1)...].first(where: { !$0.isEmpty }),
      let keyword = split(module)?.keyword
    else { return nil }
    let firstWord = next.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    guard !firstWord.isEmpty, !introducers.contains(String(firstWord)) else { return nil }
    let rest = next.dropFirst(firstWord.count).trimmingCharacters(in: .whitespaces)
    // What follows the name of the declaration the keyword began: `x = 1`, `Card: View {`,
    // `load() {`.
    let follows: [Character] =
      switch keyword {
      case "var", "let": ["=", ":"]
      case "func": ["(", "<"]
      default: [":", "{", "<"]
      }
    guard let first = rest.first, follows.contains(first) else { return nil }
    return (String(module.dropLast(keyword.count)), keyword)
  }

  /// The module and keyword a capitalised name ends in, read as glued: only the code around it
  /// (`split(module:in:)`) says the name is not a module's own (`Wallet`).
  private static func split(_ name: String) -> (module: String, keyword: String)? {
    guard let keyword = keywords.first(where: { name.hasSuffix($0) }),
      name.count > keyword.count + 2, name.first?.isUppercase == true
    else { return nil }
    return (String(name.dropLast(keyword.count)), keyword)
  }

  /// Words that begin a statement or declaration themselves: a line starting with one lost no
  /// keyword.
  private static let introducers: Set<String> = [
    "import", "struct", "class", "enum", "actor", "func", "var", "let", "extension", "protocol",
    "typealias", "if", "for", "while", "switch", "guard", "return", "public", "private",
    "internal", "final", "fileprivate", "open", "static",
  ]
}

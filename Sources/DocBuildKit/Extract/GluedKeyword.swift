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
    let declares =
      ["var", "let"].contains(keyword) ? rest.hasPrefix("=") || rest.hasPrefix(":") : true
    return declares ? (String(module.dropLast(keyword.count)), keyword) : nil
  }

  /// The module and keyword a capitalised name ends in, read as glued: nothing says the name
  /// is not a module's of its own but the code around it (`split(module:in:)`) or a parse error.
  static func split(_ name: String) -> (module: String, keyword: String)? {
    guard let keyword = keywords.first(where: { name.hasSuffix($0) }),
      name.count > keyword.count + 2, name.first?.isUppercase == true
    else { return nil }
    return (String(name.dropLast(keyword.count)), keyword)
  }

  /// The modules examples are compiled with.
  static let modulesDocbuildHas: Set<String> = ["SwiftUI", "Foundation", "Combine", "Observation"]

  /// Words that begin a statement or declaration themselves: a line starting with one lost no
  /// keyword.
  private static let introducers: Set<String> = [
    "import", "struct", "class", "enum", "actor", "func", "var", "let", "extension", "protocol",
    "typealias", "if", "for", "while", "switch", "guard", "return", "public", "private",
    "internal", "final", "fileprivate", "open", "static",
  ]
}

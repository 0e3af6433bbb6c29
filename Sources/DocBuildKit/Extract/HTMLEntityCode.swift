/// `0..&lt;n`, `-&gt; Int`: HTML entities standing in code for a character Swift needs, left by an
/// export of the note to HTML. Only those outside string literals and comments count: inside a
/// string, `&amp;` may be the text the author means to show.
enum HTMLEntityCode {
  /// The entities an export leaves, and the character each stands for.
  static let meanings = ["&lt;": "<", "&gt;": ">", "&amp;": "&", "&quot;": "\""]

  /// The entities of `line` outside its strings and comments, in the order written.
  static func entities(in line: String) -> [String] {
    line.matches(of: pieces).compactMap { $0.1.map(String.init) }
  }

  /// `code` with each entity outside strings and comments replaced by its character: the code
  /// its author wrote before the export.
  static func decoded(_ code: String) -> String {
    code.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.replacing(pieces) { match in
        match.1.map { meanings[String($0)]! } ?? String(match.0)
      }
    }.joined(separator: "\n")
  }

  /// A string literal or a line comment (passed over whole), or an entity outside them.
  nonisolated(unsafe) private static let pieces =
    #/"(?:[^"\\]|\\.)*"|\/\/.*|(&(?:lt|gt|amp|quot);)/#
}

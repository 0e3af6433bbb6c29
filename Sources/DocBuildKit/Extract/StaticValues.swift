import Foundation

/// The `static` values a page's types and extensions declare with a type
/// (`extension ToggleStyle where Self == MuteToggleStyle { static var mute: MuteToggleStyle … }`):
/// a block binding `$mute` reads one, which is no state a binding can be made from.
/// (Words, not a parse: blocks shown alone are often not whole.)
enum StaticValues {
  struct Value: Hashable, Sendable {
    /// `MuteToggleStyle`.
    var type: String
    /// The type or extended type declaring it (`ToggleStyle`).
    var owner: String
    /// The fence line of its block.
    var line: Int
  }

  /// Each static value's name with the first declaration of it, in page order.
  static func declared(in blocks: [(code: String, line: Int)]) -> [String: Value] {
    var values: [String: Value] = [:]
    for (code, line) in blocks {
      let owners = code.matches(of: #/\b(?:extension|struct|class|enum)\s+([\p{L}_][\p{L}\p{N}_.]*)/#)
      for match in code.matches(
        of: #/\bstatic\s+(?:var|let)\s+([\p{L}_][\p{L}\p{N}_]*)\s*:\s*([\p{L}_][\p{L}\p{N}_.<>]*)/#)
      {
        let name = String(match.1)
        guard values[name] == nil,
          let owner = owners.last(where: { $0.range.lowerBound < match.range.lowerBound })
        else { continue }
        values[name] = Value(type: String(match.2), owner: String(owner.1), line: line)
      }
    }
    // A name the page also declares as an instance's `var` or `let` may be that one.
    for (code, _) in blocks {
      for match in code.matches(of: #/(\w+\s+)?(?:var|let)\s+([\p{L}_][\p{L}\p{N}_]*)/#)
      where match.1.map({ $0.trimmingCharacters(in: .whitespaces) }) != "static" {
        values[String(match.2)] = nil
      }
    }
    return values
  }
}

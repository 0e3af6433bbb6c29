import SwiftParser
import SwiftSyntax

/// The one way docbuild parses Swift. swift-syntax's parser looks ahead exponentially in the
/// nesting of `[` (each level is tried as an array type and as an inline-array type), so a block
/// holding a few dozen `[` in a row would hang the build. Code nested deeper than this is never
/// given to the parser: it is shown without highlighting and reported as a syntax problem.
enum SwiftSource {
  static let maximumNesting = 24

  /// `source`'s syntax tree; nil when its brackets nest too deep to parse in time.
  static func parse(_ source: String) -> SourceFileSyntax? {
    isTooDeep(source) ? nil : Parser.parse(source: source)
  }

  /// The identifiers `source` itself writes: not the words of its strings and comments
  /// (`Button("Add Card")` uses no `Card`). Every word, when it is too deep to parse.
  static func writtenIdentifiers(in source: String) -> Set<String> {
    guard let tree = parse(source) else { return CodeWords.identifiers(in: source) }
    return Set(
      tree.tokens(viewMode: .sourceAccurate).compactMap { token in
        if case .identifier(let name) = token.tokenKind { name } else { nil }
      })
  }

  /// `visitor` once it has walked `source`'s tree; nil when the tree cannot be parsed in time.
  static func walked<Visitor: SyntaxVisitor>(_ source: String, by visitor: Visitor) -> Visitor? {
    guard let tree = parse(source) else { return nil }
    visitor.walk(tree)
    return visitor
  }

  static func isTooDeep(_ source: String) -> Bool {
    var depth = 0
    for byte in source.utf8 {
      if byte == UInt8(ascii: "[") {
        depth += 1
        if depth > maximumNesting { return true }
      } else if byte == UInt8(ascii: "]") {
        depth = max(0, depth - 1)
      }
    }
    return false
  }
}

import SwiftSyntax

/// What `print(value)` writes for a SwiftUI value, pasted into an unlabelled fence:
/// `(ModifiedContent(content: Text(…), modifier: _TraitWritingModifier(…)), …)`. It parses as
/// one expression, but it is the program's output, not code: its private type names are
/// SwiftUI's, never names a note forgot to declare.
enum ValueDescription {
  /// Whether `tree` (of `code`) is such a description: expressions only, no closure, and a name
  /// only a description has: a private type (`_TraitWritingModifier`), a module-qualified one
  /// (`SwiftUI.Text`) or an optional's `Optional(…)`.
  static func matches(_ tree: SourceFileSyntax, code: String) -> Bool {
    guard
      tree.statements.allSatisfy({ $0.item.is(ExprSyntax.self) }),
      !tree.tokens(viewMode: .sourceAccurate).contains(where: {
        $0.tokenKind == .leftBrace || $0.tokenKind == .keyword(.in)
      })
    else { return false }
    return code.contains(privateType) || code.contains(qualifiedType)
      || code.contains(#/\bOptional\(/#)
  }

  // `_TraitWritingModifier`, `_PaddingLayout`
  nonisolated(unsafe) private static let privateType = #/\b_\p{Lu}\w*/#
  // `SwiftUI.Text`, `Swift.Optional<Int>`
  nonisolated(unsafe) private static let qualifiedType =
    #/\b(?:SwiftUI|Swift|Foundation|Combine|CoreGraphics)\.\p{Lu}/#
}

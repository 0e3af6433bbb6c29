import SwiftSyntax

/// Code wrapped whole in `#if os(watchOS)` (or another platform's condition, with no `#else`):
/// a stand-in a note writes for a platform that lacks some API. Built for iOS it compiles to
/// nothing, so there is nothing to run; imports may stand outside the condition.
enum OtherPlatformCode {
  /// The platforms the code is for (`watchOS`, `macOS`), when every declaration and statement of
  /// the block is inside conditions that only those platforms meet; nil otherwise.
  static func platforms(of tree: SourceFileSyntax) -> [String]? {
    var platforms: [String] = []
    for item in tree.statements where !item.item.is(ImportDeclSyntax.self) {
      guard let condition = item.item.as(IfConfigDeclSyntax.self) else { return nil }
      for clause in condition.clauses {
        guard let test = clause.condition, let named = otherPlatforms(in: test) else {
          return nil
        }
        platforms += named.filter { !platforms.contains($0) }
      }
    }
    return platforms.isEmpty ? nil : platforms
  }

  /// The platforms of `os(watchOS)`, or of several joined with `||`, when none is iOS.
  private static func otherPlatforms(in condition: ExprSyntax) -> [String]? {
    if let call = condition.as(FunctionCallExprSyntax.self),
      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "os",
      call.arguments.count == 1,
      let platform = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName
        .text
    {
      return platform == "iOS" ? nil : [platform]
    }
    if let parenthesized = condition.as(TupleExprSyntax.self), parenthesized.elements.count == 1,
      let inner = parenthesized.elements.first?.expression
    {
      return otherPlatforms(in: inner)
    }
    // `os(macOS) || os(watchOS)`, as the parser leaves it before folding operators.
    if let sequence = condition.as(SequenceExprSyntax.self) {
      var platforms: [String] = []
      for (index, element) in sequence.elements.enumerated() {
        if index % 2 == 1 {
          guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "||" else {
            return nil
          }
        } else {
          guard let named = otherPlatforms(in: element) else { return nil }
          platforms += named
        }
      }
      return platforms
    }
    return nil
  }
}

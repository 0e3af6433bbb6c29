import SwiftSyntax

/// A block that shows code and then, in the same fence, what it prints: a call such as
/// `print(type(of: self.body))` followed by the type it printed (`ModifiedContent<Button<Text>,
/// _FrameLayout>`). The output parses as Swift but is not code, so the block is shown, not run.
enum CodeWithOutput {
  /// Whether `tree` is code that prints, then only printed types: expressions naming a type
  /// (`Name<…>`, `Name.Nested`) that call nothing.
  static func matches(_ tree: SourceFileSyntax) -> Bool {
    let statements = Array(tree.statements)
    guard let firstOutput = statements.lastIndex(where: { !isPrintedType($0) }).map({ $0 + 1 }),
      firstOutput < statements.count
    else { return false }
    return statements[..<firstOutput].contains { prints($0) }
  }

  /// A type as `type(of:)` prints it: generic arguments, member types, no call.
  private static func isPrintedType(_ statement: CodeBlockItemSyntax) -> Bool {
    guard case .expr(let expr) = statement.item else { return false }
    return expr.is(GenericSpecializationExprSyntax.self)
      || (expr.as(MemberAccessExprSyntax.self).map(names(type:)) ?? false)
  }

  private static func names(type member: MemberAccessExprSyntax) -> Bool {
    guard let base = member.base else { return false }
    if base.is(GenericSpecializationExprSyntax.self) { return true }
    if let inner = base.as(MemberAccessExprSyntax.self) { return names(type: inner) }
    return base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
      && member.declName.baseName.text.first?.isUppercase == true
  }

  /// Whether the statement calls `print` or `dump` somewhere inside it.
  private static func prints(_ statement: CodeBlockItemSyntax) -> Bool {
    statement.tokens(viewMode: .sourceAccurate).contains { token in
      ["print", "dump", "debugPrint"].contains(token.text)
        && token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen
    }
  }
}

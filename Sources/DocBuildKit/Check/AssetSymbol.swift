import SwiftSyntax

/// `Image(.hamster)`: a symbol Xcode generates for an image of the project's asset catalog
/// (an `ImageResource`), which a note cannot ship. swiftc says only that the type has no such
/// member.
enum AssetSymbol {
  /// The cause, when `error` is about such a symbol on its line of the compiled file (`lines`);
  /// nil otherwise.
  static func cause(of error: CompilerMessage, lines: [Substring]) -> CompileErrorCause? {
    guard let member = error.text.firstMatch(of: #/has no member '([^']+)'$/#)?.1,
      lines.indices.contains(error.line - 1),
      symbols(in: String(lines[error.line - 1])).contains(String(member))
    else { return nil }
    return .assetImage(String(member))
  }

  /// The symbols `code` makes images of (`hamster` of `Image(.hamster)`), in order.
  static func symbols(in code: String) -> [String] {
    SwiftSource.walked(code, by: Finder(viewMode: .sourceAccurate))?.symbols ?? []
  }

  private final class Finder: SyntaxVisitor {
    var symbols: [String] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      guard node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Image",
        node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil,
        let member = argument.expression.as(MemberAccessExprSyntax.self), member.base == nil,
        member.declName.argumentNames == nil
      else { return .visitChildren }
      let symbol = member.declName.baseName.text
      if !symbols.contains(symbol) { symbols.append(symbol) }
      return .visitChildren
    }
  }
}

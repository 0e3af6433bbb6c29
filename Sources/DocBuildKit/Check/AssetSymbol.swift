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

  /// The symbols `code` makes images of (`hamster` of `Image(.hamster)`), in order: also
  /// `ImageResource.hamster`, and `.hamster` given to a property the code types `ImageResource`
  /// (`ImageView(image: .hamster)` of `let image: ImageResource`).
  static func symbols(in code: String) -> [String] {
    guard let finder = SwiftSource.walked(code, by: Finder(viewMode: .sourceAccurate)) else {
      return []
    }
    return finder.found.compactMap { label, symbol in
      label.map(finder.resourceProperties.contains) ?? true ? symbol : nil
    }.firstOccurrences
  }

  private final class Finder: SyntaxVisitor {
    /// Each symbol with the label of the argument it is given as, when only that tells it.
    var found: [(label: String?, symbol: String)] = []
    var resourceProperties: Set<String> = []

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
      if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        node.typeAnnotation?.type.trimmedDescription == "ImageResource"
      {
        resourceProperties.insert(name)
      }
      return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      // (`ImageResource.self` is the type, no symbol.)
      if node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "ImageResource",
        node.declName.argumentNames == nil,
        !["self", "init", "Type"].contains(node.declName.baseName.text)
      {
        found.append((nil, node.declName.baseName.text))
      }
      return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      let isImage = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Image"
      for argument in node.arguments {
        guard let member = argument.expression.as(MemberAccessExprSyntax.self), member.base == nil,
          member.declName.argumentNames == nil
        else { continue }
        let symbol = member.declName.baseName.text
        if isImage, node.arguments.count == 1, argument.label == nil {
          found.append((nil, symbol))
        } else if let label = argument.label?.text {
          found.append((label, symbol))
        }
      }
      return .visitChildren
    }
  }
}

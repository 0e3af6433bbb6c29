import SwiftSyntax

/// Names written as a type without generic arguments where the platform's type of that name is
/// generic (`func show(_ tab: Tab)`, SwiftUI's `Tab<Value, Content, Label>`): no argument can be
/// inferred there, so the name means a page's own type that shadows the platform's. An attribute
/// (`@State`), an extension (`extension Binding`) and an annotation with an initial value
/// (`let b: Binding = $x`) may write a generic type bare, and are left out.
enum BareGenericTypeNames {
  static func names(in node: some SyntaxProtocol) -> Set<String> {
    let visitor = Visitor(viewMode: .sourceAccurate)
    visitor.walk(node)
    return visitor.names
  }

  private final class Visitor: SyntaxVisitor {
    var names = Set<String>()

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
      let name = node.name.text
      if node.genericArgumentClause == nil, PlatformAPI.shared.isGeneric(name) {
        names.insert(name)
      }
      return .visitChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
      .skipChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
      walk(node.memberBlock)
      return .skipChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
      guard node.initializer != nil else { return .visitChildren }
      node.initializer.map { walk($0) }
      node.accessorBlock.map { walk($0) }
      return .skipChildren
    }
  }
}

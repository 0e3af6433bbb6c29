import SwiftSyntax

/// The `static` functions and properties a block declares outside any type or extension
/// (`static func ripple() -> Animation`): members shown without the type they belong to.
enum LooseStaticMembers {
  /// Their names as a reader calls them (`ripple()`, `shared`), in the order of the code; with
  /// the type they most likely extend when they make one (`Animation.ripple()` for
  /// `static func ripple() -> Animation`, `Store.shared` for `static let shared = Store()`).
  static func names(in code: String) -> [String] {
    SwiftSource.walked(code, by: Collector(viewMode: .sourceAccurate))?.names ?? []
  }

  private final class Collector: SyntaxVisitor {
    var names: [String] = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      if isStatic(node.modifiers) {
        let type = node.signature.returnClause?.type.as(IdentifierTypeSyntax.self)?.name.text
        names.append(qualified(node.name.text + "()", type))
      }
      return .skipChildren
    }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      if isStatic(node.modifiers) {
        names += node.bindings.compactMap { binding in
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
          else { return nil }
          let type =
            binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self)?.name.text
            ?? binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression
            .as(DeclReferenceExprSyntax.self)?.baseName.text
          return qualified(name, type)
        }
      }
      return .skipChildren
    }
    // A type's own members are not loose.
    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// `Self` and lower-case names say nothing of the type.
    private func qualified(_ name: String, _ type: String?) -> String {
      guard let type, type != "Self", type.first?.isUppercase == true else { return name }
      return "\(type).\(name)"
    }

    private func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
      modifiers.contains { $0.name.tokenKind == .keyword(.static) }
    }
  }
}

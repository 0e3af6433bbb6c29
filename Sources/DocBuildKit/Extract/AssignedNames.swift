import SwiftSyntax

/// The plain names code assigns (`n = 2`, `count += 1`, `self.isOn = true`): a view that takes a
/// fragment doing so must hold each as a variable (a `@State`, a `@Binding`), never a `let`.
enum AssignedNames {
  static func of(_ code: String) -> Set<String> {
    SwiftSource.walked(code, by: Finder(viewMode: .sourceAccurate))?.names ?? []
  }

  private final class Finder: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let elements = Array(node.elements)
      for (target, operation) in zip(elements, elements.dropFirst()) where assigns(operation) {
        if let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text {
          names.insert(name)
        } else if let member = target.as(MemberAccessExprSyntax.self),
          member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
          names.insert(member.declName.baseName.text)
        }
      }
      return .visitChildren
    }

    private func assigns(_ operation: ExprSyntax) -> Bool {
      if operation.is(AssignmentExprSyntax.self) { return true }
      guard let binary = operation.as(BinaryOperatorExprSyntax.self) else { return false }
      return ShownAlone.compoundAssignments.contains(binary.operator.text)
    }
  }
}

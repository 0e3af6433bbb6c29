import SwiftParser
import SwiftSyntax

/// The `static` functions and properties a block declares outside any type or extension
/// (`static func ripple() -> Animation`): members shown without the type they belong to.
enum LooseStaticMembers {
  /// Their names as a reader calls them (`ripple()`, `shared`), in the order of the code.
  static func names(in code: String) -> [String] {
    let collector = Collector(viewMode: .sourceAccurate)
    collector.walk(Parser.parse(source: code))
    return collector.names
  }

  private final class Collector: SyntaxVisitor {
    var names: [String] = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      if isStatic(node.modifiers) { names.append(node.name.text + "()") }
      return .skipChildren
    }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      if isStatic(node.modifiers) {
        names += node.bindings.compactMap {
          $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
      }
      return .skipChildren
    }
    // A type's own members are not loose.
    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
      modifiers.contains { $0.name.tokenKind == .keyword(.static) }
    }
  }
}

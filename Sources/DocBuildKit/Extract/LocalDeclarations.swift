import SwiftSyntax

/// The names a page declares only inside a function, closure or accessor body (`let data` of a
/// JSON loader): locals, which no other block can read, so a block reading such a name reads a
/// name the note never declares, not one another block has.
enum LocalDeclarations {
  /// The names every declaration of which, in every block, is local.
  static func names(in codes: [String]) -> Set<String> {
    var local: Set<String> = []
    var outside: Set<String> = []
    // Deeply nested brackets make swift-syntax's lookahead exponential: such a block is not read.
    for code in codes {
      guard let collector = SwiftSource.walked(code, by: Collector(viewMode: .sourceAccurate))
      else { continue }
      local.formUnion(collector.local)
      outside.formUnion(collector.outside)
    }
    return local.subtracting(outside)
  }

  private final class Collector: SyntaxVisitor {
    var local: Set<String> = []
    var outside: Set<String> = []
    /// How many bodies of code (functions, closures, accessors) enclose the current node.
    private var depth = 0

    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
      // An `if` or loop body inside top-level code is still top level.
      if isBody(node) { depth += 1 }
      return .visitChildren
    }
    override func visitPost(_ node: CodeBlockSyntax) {
      if isBody(node) { depth -= 1 }
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
      depth += 1
      return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) { depth -= 1 }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
      depth += 1
      return .visitChildren
    }
    override func visitPost(_ node: AccessorBlockSyntax) { depth -= 1 }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
      record(node.identifier.text)
      return .visitChildren
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      record(node.name.text)
      return .visitChildren
    }

    private func record(_ name: String) {
      if depth > 0 { local.insert(name) } else { outside.insert(name) }
    }

    private func isBody(_ node: CodeBlockSyntax) -> Bool {
      guard let parent = node.parent else { return false }
      return parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self)
        || parent.is(DeinitializerDeclSyntax.self) || parent.is(AccessorDeclSyntax.self)
    }
  }
}

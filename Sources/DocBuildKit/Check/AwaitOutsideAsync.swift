import SwiftSyntax

/// `@MainActor func safeUpdate() { await updateModel() }`: a function not marked `async` whose
/// own body waits with `await` (not in a closure, a `Task { … }`, which is asynchronous itself).
/// swiftc says "'async' call in a function that does not support concurrency" once the callee
/// is found, and nothing of it while the callee is missing: the reader needs to hear it either way.
enum AwaitOutsideAsync {
  /// Each such function of `code` with the line of its first `await` (1 for the code's first
  /// line), in the order of the code.
  static func found(in code: String) -> [(function: String, line: Int)] {
    guard let tree = SwiftSource.parse(code) else { return [] }
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    var found: [(function: String, line: Int)] = []
    for function in Functions(viewMode: .sourceAccurate).all(in: tree)
    where function.signature.effectSpecifiers?.asyncSpecifier == nil {
      guard let body = function.body,
        let wait = Awaits(viewMode: .sourceAccurate).first(in: body)
      else { continue }
      found.append(
        (function.name.text, wait.startLocation(converter: converter).line))
    }
    return found
  }

  private final class Functions: SyntaxVisitor {
    private var found: [FunctionDeclSyntax] = []

    func all(in tree: some SyntaxProtocol) -> [FunctionDeclSyntax] {
      walk(tree)
      return found
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      found.append(node)
      return .visitChildren
    }
  }

  /// The first `await` of a body that is the body's own: closures and nested functions have
  /// their own asynchrony.
  private final class Awaits: SyntaxVisitor {
    private var wait: AwaitExprSyntax?

    func first(in body: CodeBlockSyntax) -> AwaitExprSyntax? {
      walk(body)
      return wait
    }

    override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
      if wait == nil { wait = node }
      return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }
}

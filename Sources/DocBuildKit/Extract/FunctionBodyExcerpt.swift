import SwiftSyntax

/// Statements that `return` outside any function (`guard !Task.isCancelled else { return }`)
/// are an excerpt of a function's body: Swift forbids `return` in top-level code, so the block
/// compiles as the body of a function nothing calls (hidden lines around it), `async` when it
/// awaits and `throws` when it tries. It is type-checked, never run: no caller shows its values.
extension HiddenLines {
  /// Wraps the compiled code in `func noteStatements() … {` … `}` when it is only statements
  /// (and local values) and one of them returns at top level; true when it did (the page then says the block was
  /// completed).
  mutating func wrapTopLevelReturnInFunction() -> Bool {
    let code = compiledCode
    guard code.contains("return"), let tree = SwiftSource.parse(code), !tree.hasError,
      !tree.statements.isEmpty,
      tree.statements.allSatisfy({
        !$0.item.is(DeclSyntax.self) || $0.item.is(VariableDeclSyntax.self)
      })
    else { return false }
    let finder = TopLevelEffects(viewMode: .sourceAccurate)
    finder.walk(tree)
    guard finder.returns else { return false }
    let effects = (finder.awaits ? " async" : "") + (finder.tries ? " throws" : "")
    let lastLine = compiledLines[compiledLines.count - 1].codeLine
    compiledLines.insert(
      CompiledLine(
        text: "func \(Notebook.statementsFunction)()\(effects) {", codeLine: 0, columnShift: 0,
        isHidden: true),
      at: 0)
    compiledLines.append(
      CompiledLine(text: "}", codeLine: lastLine, columnShift: 0, isHidden: true))
    return true
  }
}

/// What top-level statements do outside any closure or function of their own: `return`,
/// `await`, `try` (a `try` caught by a `do` still makes the function throw: kept simple, and
/// a `throws` the body does not need compiles all the same).
private final class TopLevelEffects: SyntaxVisitor {
  var returns = false
  var awaits = false
  var tries = false

  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    returns = true
    return .visitChildren
  }

  override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
    awaits = true
    return .visitChildren
  }

  override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
    if node.questionOrExclamationMark == nil { tries = true }
    return .visitChildren
  }

  // Their own bodies return, await and try for themselves.
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

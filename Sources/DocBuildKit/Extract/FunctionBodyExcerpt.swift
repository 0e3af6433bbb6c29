import SwiftSyntax

/// Statements that `return` outside any function (`guard !Task.isCancelled else { return }`)
/// are an excerpt of a function's body: Swift forbids `return` in top-level code, so the block
/// compiles as the body of a function nothing calls (hidden lines around it), `async` when it
/// awaits and `throws` when it tries, `-> some View` when it returns SwiftUI's views. It is
/// type-checked, never run: no caller shows its values.
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
    // `return AnyView(…)`, the fix shown for a view's branch: the body of a function giving a view.
    let result =
      !finder.returnedValues.isEmpty && finder.returnedValues.allSatisfy(Self.buildsSwiftUIView)
      ? " -> some View" : ""
    let lastLine = compiledLines[compiledLines.count - 1].codeLine
    compiledLines.insert(
      CompiledLine(
        text: "func \(Notebook.statementsFunction)()\(effects)\(result) {", codeLine: 0,
        columnShift: 0, isHidden: true),
      at: 0)
    compiledLines.append(
      CompiledLine(text: "}", codeLine: lastLine, columnShift: 0, isHidden: true))
    return true
  }

  /// `AnyView(…)`, `Text("Hi").bold()`: a call of a SwiftUI type, modifiers after it.
  private static func buildsSwiftUIView(_ expression: ExprSyntax) -> Bool {
    var current = expression
    while true {
      if let call = current.as(FunctionCallExprSyntax.self) {
        current = call.calledExpression
      } else if let access = current.as(MemberAccessExprSyntax.self), let base = access.base {
        current = base
      } else {
        break
      }
    }
    guard let name = current.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
    return PlatformAPI.shared.module(of: name) == "SwiftUI"
  }
}

/// What top-level statements do outside any closure or function of their own: `return`,
/// `await`, `try` (a `try` caught by a `do` still makes the function throw: kept simple, and
/// a `throws` the body does not need compiles all the same).
private final class TopLevelEffects: SyntaxVisitor {
  var returns = false
  /// The values the statements return.
  var returnedValues: [ExprSyntax] = []
  var awaits = false
  var tries = false

  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    returns = true
    if let value = node.expression { returnedValues.append(value) }
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

import SwiftSyntax

/// Collects the names a piece of Swift declares for its own code to use: its values, parameters
/// (a closure's `$todo` declares `todo` too), accessors' implicit `newValue` and `oldValue`, a
/// bare `catch`'s `error`, functions and enum cases. What reads names subclasses it.
class DeclaredNameVisitor: SyntaxVisitor {
  var declared: Set<String> = []

  override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
    declared.insert(node.identifier.text)
    return .visitChildren
  }
  override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
    declared.insert((node.secondName ?? node.firstName).text)
    return .visitChildren
  }
  override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
    declareParameter(node.name.text)
    return .visitChildren
  }
  override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
    declareParameter((node.secondName ?? node.firstName).text)
    return .visitChildren
  }
  /// `$todo` of `ForEach($todos) { $todo in … }` declares the binding and `todo`, its value.
  private func declareParameter(_ name: String) {
    declared.insert(name)
    if name.hasPrefix("$") { declared.insert(String(name.dropFirst())) }
  }
  /// `Content` of `struct Card<Content: View>`: a type the declaration names for its own code.
  override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind {
    declared.insert(node.name.text)
    return .visitChildren
  }
  override func visit(_ node: AccessorParametersSyntax) -> SyntaxVisitorContinueKind {
    declared.insert(node.name.text)
    return .visitChildren
  }
  override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
    // Without a parameter of its own, `set` and `willSet` read `newValue`, `didSet` `oldValue`.
    guard node.parameters == nil else { return .visitChildren }
    switch node.accessorSpecifier.tokenKind {
    case .keyword(.set), .keyword(.willSet): declared.insert("newValue")
    case .keyword(.didSet): declared.insert("oldValue")
    default: break
    }
    return .visitChildren
  }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    declared.insert(node.name.text)
    return .visitChildren
  }
  override func visit(_ node: CatchClauseSyntax) -> SyntaxVisitorContinueKind {
    // A `catch` without a pattern binds `error` itself.
    if node.catchItems.isEmpty { declared.insert("error") }
    return .visitChildren
  }
  override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
    declared.insert(node.name.text)
    return .visitChildren
  }
}

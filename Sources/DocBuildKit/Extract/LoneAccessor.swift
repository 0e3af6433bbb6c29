import SwiftSyntax

/// `set { multiplier = newValue }` shown alone: an accessor of a property, a piece of that
/// property's declaration, not a call of a function `set` reading a value the note never declares.
enum LoneAccessor {
  /// The accessors `code` shows alone (`get`, `set`), in order; nil when it holds anything else.
  static func kinds(in code: String) -> [String]? {
    guard let tree = SwiftSource.parse(code), !tree.hasError, !tree.statements.isEmpty else {
      return nil
    }
    var kinds: [String] = []
    for statement in tree.statements {
      guard let call = statement.item.as(FunctionCallExprSyntax.self), call.leftParen == nil,
        call.arguments.isEmpty, call.trailingClosure != nil,
        call.additionalTrailingClosures.isEmpty,
        let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
        accessors.contains(name)
      else { return nil }
      if !kinds.contains(name) { kinds.append(name) }
    }
    return kinds
  }

  private static let accessors: Set<String> = ["get", "set", "willSet", "didSet"]

  /// The property of `blocks` (each with its fence line) with a `kind` accessor whose code reads
  /// the most of the names `code` reads: the one the accessor was most likely cut from. Nil when
  /// none shares a name with it.
  static func property(
    withAccessor kind: String, like code: String, in blocks: [(code: String, line: Int)]
  ) -> (name: String, line: Int)? {
    // The accessor's keyword and implicit values are every such accessor's: they tell none apart.
    let read = CodeWords.identifiers(in: code).subtracting([kind, "newValue", "oldValue"])
    var best: (name: String, line: Int, shared: Int)?
    for block in blocks {
      guard let tree = SwiftSource.parse(block.code) else { continue }
      let bindings = BindingCollector(viewMode: .sourceAccurate)
      bindings.walk(tree)
      for binding in bindings.found {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let body = accessorCode(binding.accessorBlock, kind: kind)
        else { continue }
        let shared = CodeWords.identifiers(in: body).intersection(read).count
        if shared > best?.shared ?? 0 { best = (name, block.line, shared) }
      }
    }
    return best.map { ($0.name, $0.line) }
  }

  private final class BindingCollector: SyntaxVisitor {
    var found: [PatternBindingSyntax] = []
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
      found.append(node)
      return .visitChildren
    }
  }

  /// The code of the `kind` accessor of a property's accessor block; a getter written without
  /// `get` is its `get`.
  private static func accessorCode(_ block: AccessorBlockSyntax?, kind: String) -> String? {
    switch block?.accessors {
    case .accessors(let list):
      list.first { $0.accessorSpecifier.text == kind }.map(\.description)
    case .getter(let body) where kind == "get":
      body.description
    default:
      nil
    }
  }
}

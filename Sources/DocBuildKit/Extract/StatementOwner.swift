import Foundation
import SwiftSyntax

/// The page's function whose body declares every local a statement shown alone reads
/// (`let (data, _) = try await session.data(from: url)` under a loader whose `guard let url`
/// makes `url`): the statement is that function's line shown apart, not code reading a name the
/// note never declares.
enum StatementOwner {
  struct Function: Equatable, Sendable {
    var name: String
    /// The note line the function is declared on.
    var line: Int
  }

  /// The one function of `blocks` (each block's code by its fence line) whose body holds the
  /// first line of `statement` as written and whose parameters and body declare all of `names`;
  /// nil when none does, or functions of several names do.
  static func function(
    declaring names: Set<String>, shownIn statement: String, in blocks: [Int: String]
  ) -> Function? {
    guard !names.isEmpty,
      let first = statement.split(separator: "\n").lazy
        .map({ $0.trimmingCharacters(in: .whitespaces) }).first(where: { !$0.isEmpty })
    else { return nil }
    var found: [Function] = []
    for (fence, code) in blocks {
      guard let tree = SwiftSource.parse(code) else { continue }
      let converter = SourceLocationConverter(fileName: "", tree: tree)
      let functions =
        tree.descendants(FunctionDeclSyntax.self).map {
          (name: $0.name, parameters: $0.signature.parameterClause, body: $0.body)
        }
        + tree.descendants(InitializerDeclSyntax.self).map {
          (name: $0.initKeyword, parameters: $0.signature.parameterClause, body: $0.body)
        }
      for function in functions {
        guard let body = function.body,
          names.isSubset(of: declaredNames(function.parameters, body)), holds(first, body)
        else { continue }
        let line = function.name.startLocation(converter: converter).line
        found.append(
          Function(name: spelling(function.name, function.parameters), line: fence + line))
      }
    }
    // One function shown in several blocks (a step, then the whole listing): its first.
    guard Set(found.map(\.name)).count == 1 else { return nil }
    return found.min { $0.line < $1.line }
  }

  /// Whether one of `body`'s lines is `line`, spaces aside.
  private static func holds(_ line: String, _ body: CodeBlockSyntax) -> Bool {
    body.statements.description.split(separator: "\n").contains {
      $0.trimmingCharacters(in: .whitespaces) == line
    }
  }

  /// A function by its name (`load`), an initializer with its labels (`init(ifNotNil:)`).
  private static func spelling(_ name: TokenSyntax, _ parameters: FunctionParameterClauseSyntax)
    -> String
  {
    guard name.tokenKind == .keyword(.`init`) else { return name.text }
    return "init(" + parameters.parameters.map { $0.firstName.text + ":" }.joined() + ")"
  }

  /// The names a function's parameters and body declare, its closures' parameters included.
  private static func declaredNames(
    _ parameters: FunctionParameterClauseSyntax, _ body: CodeBlockSyntax
  ) -> Set<String> {
    Set(parameters.parameters.map { ($0.secondName ?? $0.firstName).text })
      .union(body.descendants(IdentifierPatternSyntax.self).map(\.identifier.text))
      .union(body.descendants(ClosureShorthandParameterSyntax.self).map(\.name.text))
      .union(
        body.descendants(ClosureParameterSyntax.self).map { ($0.secondName ?? $0.firstName).text })
  }
}

extension SyntaxProtocol {
  /// Every node of type `kind` below this one, in source order.
  fileprivate func descendants<Kind: SyntaxProtocol>(_ kind: Kind.Type) -> [Kind] {
    var found: [Kind] = []
    for child in children(viewMode: .sourceAccurate) {
      if let node = child.as(kind) { found.append(node) }
      found += child.descendants(kind)
    }
    return found
  }
}

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
      for function in tree.descendants(FunctionDeclSyntax.self)
      where names.isSubset(of: declaredNames(of: function))
        && function.body.map({ holds(first, $0) }) == true
      {
        let line = function.name.startLocation(converter: converter).line
        found.append(Function(name: function.name.text, line: fence + line))
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

  /// The names a function's parameters and body declare.
  private static func declaredNames(of function: FunctionDeclSyntax) -> Set<String> {
    var names = Set(
      function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
    if let body = function.body {
      names.formUnion(body.descendants(IdentifierPatternSyntax.self).map(\.identifier.text))
    }
    return names
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

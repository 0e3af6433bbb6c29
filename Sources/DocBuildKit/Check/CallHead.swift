import SwiftSyntax

/// `ScrollView(.horizontal, showsIndicators: false)` alone: a block showing only the head of a
/// call, to point at its arguments, the closure of views it takes after the parentheses left
/// out. swiftc says only "missing argument for parameter 'content' in call".
enum CallHead {
  /// The call's name and the closure parameter it lacks, when `error` is about such a
  /// parameter (alone, swiftc misses the argument; in a view, it cannot infer the type of its
  /// views, `Content`) and `code` is one call, with no closure, and nothing else.
  static func of(_ error: CompilerMessage, code: String) -> (call: String, parameter: String)? {
    guard
      let match = error.text.wholeMatch(
        of: #/missing argument for parameter '(\w+)' in call|generic parameter '(\w+)' could not be inferred/#),
      let parameter = (match.1 ?? match.2.map { $0.prefix(1).lowercased() + $0.dropFirst() })
        .map(String.init),
      closureParameters.contains(parameter),
      let tree = SwiftSource.parse(code), tree.statements.count == 1,
      let call = tree.statements.first?.item.as(FunctionCallExprSyntax.self),
      call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
      !call.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) }),
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    else { return nil }
    return (name, parameter)
  }

  /// SwiftUI's names for the closures of views a container or control is given last.
  private static let closureParameters: Set<String> = ["content", "label"]
}

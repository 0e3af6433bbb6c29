import SwiftSyntax

/// `func toast(…) -> some View { … return overlay(content()) }` at the top level of a block:
/// SwiftUI's `overlay` called with no receiver is the modified view's, so the function is a
/// member of an `extension View` the note does not show. swiftc says only "cannot find
/// 'overlay' in scope".
enum ViewExtensionApart {
  /// The names among `unfound` that a top-level function of `code` returning `some View` calls
  /// with no receiver and that are SwiftUI's view members, in the order of `unfound`.
  static func modifiers(calledIn code: String, among unfound: [String]) -> [String] {
    guard let tree = SwiftSource.parse(code) else { return [] }
    var called: Set<String> = []
    for statement in tree.statements {
      guard let function = statement.item.as(FunctionDeclSyntax.self),
        function.signature.returnClause?.type.trimmedDescription == "some View",
        let body = function.body
      else { continue }
      let finder = BareCalls(viewMode: .sourceAccurate)
      finder.walk(body)
      called.formUnion(finder.names)
    }
    return unfound.filter { called.contains($0) && PlatformAPI.shared.isSwiftUIMember($0) }
  }

  private final class BareCalls: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
        names.insert(name)
      }
      return .visitChildren
    }
  }
}

import SwiftSyntax

/// The members an extension declares, each named as a later extension would declare it again:
/// a function, initializer or subscript by its full name (`focused(_:equals:key:)`), the others
/// by their name. An overload with other argument labels adds to the type; only the same full
/// name replaces the earlier member.
enum ExtensionMemberNames {
  static func names(in group: some DeclGroupSyntax) -> [String] {
    group.memberBlock.members.flatMap { member -> [String] in
      let decl = member.decl
      if let function = decl.as(FunctionDeclSyntax.self) {
        return [function.name.text + labels(function.signature.parameterClause)]
      } else if let initializer = decl.as(InitializerDeclSyntax.self) {
        return ["init" + labels(initializer.signature.parameterClause)]
      } else if let subscripting = decl.as(SubscriptDeclSyntax.self) {
        return ["subscript" + labels(subscripting.parameterClause, subscripting: true)]
      } else if let named = decl.asProtocol(NamedDeclSyntax.self) {
        return [named.name.text]
      } else if let variable = decl.as(VariableDeclSyntax.self) {
        return variable.bindings.compactMap {
          $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
      } else if let cases = decl.as(EnumCaseDeclSyntax.self) {
        return cases.elements.map(\.name.text)
      }
      return []
    }
  }

  /// `(_:equals:key:)`: a subscript's parameter has a label only when it writes two names
  /// (`subscript(row index: Int)`).
  private static func labels(
    _ clause: FunctionParameterClauseSyntax, subscripting: Bool = false
  ) -> String {
    let labels = clause.parameters.map { parameter in
      subscripting && parameter.secondName == nil ? "_" : parameter.firstName.text
    }
    return "(" + labels.map { $0 + ":" }.joined() + ")"
  }
}

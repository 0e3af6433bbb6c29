import SwiftSyntax

extension DeclSyntax {
  /// The names one declaration declares: a type's or function's name, a variable's bindings
  /// (every name of a tuple pattern), `init` for an initializer.
  var declaredNames: Set<String> {
    if let named = asProtocol(NamedDeclSyntax.self) { return [named.name.text] }
    if self.is(InitializerDeclSyntax.self) { return ["init"] }
    guard let variable = self.as(VariableDeclSyntax.self) else { return [] }
    return Set(
      variable.bindings.flatMap { binding in
        binding.pattern.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
          if case .identifier(let name) = token.tokenKind { name } else { nil }
        }
      })
  }
}

extension SourceFileSyntax {
  /// The names of the functions declared at the top level of the file (a type's methods, when
  /// the file is its members shown apart).
  var topLevelFunctionNames: Set<String> {
    Set(statements.compactMap { $0.item.as(FunctionDeclSyntax.self)?.name.text })
  }
}

import SwiftSyntax

/// The types a struct names through its own `typealias`es (`typealias ContentBuilder =
/// (_ isEnabled: Bool) -> Content`): an initializer taking `@escaping ContentBuilder` takes a
/// closure, which a trailing closure fills and docbuild can give.
struct MemberTypeAliases {
  private var aliases: [String: TypeSyntax] = [:]

  init(_ members: [DeclSyntax]) {
    for alias in members.compactMap({ $0.as(TypeAliasDeclSyntax.self) })
    where alias.genericParameterClause == nil {
      aliases[alias.name.text] = alias.initializer.value
    }
  }

  /// `type` with the member alias it names (past attributes such as `@escaping`) replaced by the
  /// type it stands for.
  func resolving(_ type: TypeSyntax) -> TypeSyntax {
    if let attributed = type.as(AttributedTypeSyntax.self) {
      return TypeSyntax(attributed.with(\.baseType, resolving(attributed.baseType)))
    }
    guard let identifier = type.as(IdentifierTypeSyntax.self),
      identifier.genericArgumentClause == nil, let aliased = aliases[identifier.name.text]
    else { return type }
    return aliased.with(\.leadingTrivia, []).with(\.trailingTrivia, [])
  }
}

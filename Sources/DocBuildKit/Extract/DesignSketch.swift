import SwiftSyntax

/// A design drawn in Swift rather than a program or an API listing: a class (or struct) declares
/// methods without bodies, as only a protocol may, and another type of the same block inherits
/// from it and gives those methods bodies (`class UserRepository { func save(_:) }` beside
/// `class UserRepositoryImpl: UserRepository { func save(_:) { … } }`). An API listing never
/// implements what it lists.
enum DesignSketch {
  static func matches(_ tree: SourceFileSyntax) -> Bool {
    let types = tree.statements.compactMap { $0.item.asProtocol(DeclGroupSyntax.self) }
    var bodiless: [String: Set<String>] = [:]
    for type in types where !type.is(ProtocolDeclSyntax.self) {
      guard let name = name(of: type) else { continue }
      let missing = methods(of: type).filter { $0.body == nil }.map(\.name.text)
      if !missing.isEmpty { bodiless[name] = Set(missing) }
    }
    guard !bodiless.isEmpty else { return false }
    return types.contains { type in
      let implemented = Set(methods(of: type).filter { $0.body != nil }.map(\.name.text))
      return type.inheritanceClause?.inheritedTypes.contains { inherited in
        bodiless[inherited.type.trimmedDescription].map { !$0.isDisjoint(with: implemented) }
          ?? false
      } ?? false
    }
  }

  private static func name(of type: some DeclGroupSyntax) -> String? {
    type.as(ClassDeclSyntax.self)?.name.text ?? type.as(StructDeclSyntax.self)?.name.text
  }

  private static func methods(of type: some DeclGroupSyntax) -> [FunctionDeclSyntax] {
    type.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
  }
}

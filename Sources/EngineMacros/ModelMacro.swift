import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Model`: what the Observation module's `@Observable` gives a class — a registrar, the access
/// and mutation hooks that `@ObservationTracked` properties call, and tracking of every stored
/// property — plus the class's conformance to `PersistentModel`, which makes it observable,
/// identifiable and hashable as SwiftData's models are.
public struct ModelMacro {}

struct ModelMacroError: Error, CustomStringConvertible {
  let description: String
}

extension ModelMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let model = declaration.as(ClassDeclSyntax.self) else {
      throw ModelMacroError(description: "'@Model' can only be applied to a class")
    }
    let type = model.name.trimmed
    let member = context.makeUniqueName("Member")
    let result = context.makeUniqueName("Result")
    // A change is heard when the value differs, where the type can tell (`==`, or identity).
    let notifies = [
      ("", "true"), (": Equatable", "lhs != rhs"), (": AnyObject", "lhs !== rhs"),
      (": Equatable & AnyObject", "lhs != rhs"),
    ].map { constraint, test -> DeclSyntax in
      """
      private nonisolated func shouldNotifyObservers<\(member)\(raw: constraint)>(_ lhs: \(member), _ rhs: \(member)) -> Bool {
        \(raw: test)
      }
      """
    }
    return [
      "@ObservationIgnored private let _$observationRegistrar = Observation.ObservationRegistrar()",
      """
      internal nonisolated func access<\(member)>(keyPath: KeyPath<\(type), \(member)>) {
        _$observationRegistrar.access(self, keyPath: keyPath)
      }
      """,
      """
      internal nonisolated func withMutation<\(member), \(result)>(
        keyPath: KeyPath<\(type), \(member)>, _ mutation: () throws -> \(result)
      ) rethrows -> \(result) {
        try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)
      }
      """,
    ] + notifies
  }
}

extension ModelMacro: MemberAttributeMacro {
  /// Every stored instance `var` is tracked, as `@Observable` tracks it, unless it opts out.
  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol, in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard let property = member.as(VariableDeclSyntax.self), isTracked(property) else { return [] }
    return ["@ObservationTracked"]
  }

  private static func isTracked(_ property: VariableDeclSyntax) -> Bool {
    guard property.bindingSpecifier.tokenKind == .keyword(.var), property.bindings.count == 1,
      let binding = property.bindings.first,
      binding.pattern.is(IdentifierPatternSyntax.self)
    else { return false }
    let skipped: Set<String> = ["static", "class", "lazy"]
    if property.modifiers.contains(where: { skipped.contains($0.name.text) }) { return false }
    let optedOut = property.attributes.contains { attribute in
      guard let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription
      else { return false }
      return name.hasSuffix("ObservationIgnored") || name.hasSuffix("ObservationTracked")
    }
    if optedOut { return false }
    // A computed property has a getter; one with only observers (`didSet`) is stored.
    switch binding.accessorBlock?.accessors {
    case nil: return true
    case .getter?: return false
    case .accessors(let accessors)?:
      return accessors.allSatisfy {
        $0.accessorSpecifier.tokenKind == .keyword(.willSet)
          || $0.accessorSpecifier.tokenKind == .keyword(.didSet)
      }
    }
  }
}

extension ModelMacro: ExtensionMacro {
  /// `PersistentModel` refines `Observable`, `Identifiable` and `Hashable`: one conformance gives
  /// all of them, with the defaults of `PersistentModel`'s extension.
  public static func expansion(
    of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard !protocols.isEmpty, declaration.is(ClassDeclSyntax.self) else { return [] }
    return [try ExtensionDeclSyntax("extension \(type.trimmed): PersistentModel {}")]
  }
}

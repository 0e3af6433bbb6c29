import SwiftSyntax
import SwiftSyntaxMacros

/// A macro that adds nothing: SwiftData's property macros (`@Attribute`, `@Relationship`,
/// `@Transient`) and a model's `#Unique` and `#Index` configure storage, which the in-memory
/// stand-in does not have. A peer role (not an accessor role) leaves the property to `@Model`'s
/// observation accessors alone.
public struct NoEffectMacro: PeerMacro, DeclarationMacro {
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}

extension NoEffectMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}

import SwiftSyntax
import SwiftSyntaxMacros

/// A peer macro that adds nothing: SwiftData's property macros (`@Attribute`, `@Relationship`,
/// `@Transient`) configure storage, which the in-memory stand-in does not have. A peer role (not
/// an accessor role) leaves the property to `@Model`'s observation accessors alone.
public struct NoEffectMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}

import SwiftSyntax

/// A macro's declaration (`macro SlopeSubset() = #externalMacro(…)`) or the compiler plugin that
/// expands it (code over swift-syntax: `import SwiftSyntaxMacros`, a `MemberMacro`, a
/// `CompilerPlugin`). Neither is SwiftUI, and neither runs: a declaration needs its plugin built
/// as a separate target, and a plugin is a library the compiler loads, not a program with views.
enum MacroCode {
  static func matches(_ tree: SourceFileSyntax) -> Bool {
    var declaresMacro = false
    for item in tree.statements {
      if item.item.is(MacroDeclSyntax.self) {
        declaresMacro = true
        continue
      }
      if let importing = item.item.as(ImportDeclSyntax.self),
        let module = importing.path.first?.name.text, pluginModules.contains(module)
      {
        return true
      }
      if let group = item.item.asProtocol(DeclGroupSyntax.self),
        group.inheritanceClause?.inheritedTypes.contains(where: {
          pluginProtocols.contains($0.type.trimmedDescription)
        }) == true
      {
        return true
      }
    }
    return declaresMacro
  }

  private static let pluginModules: Set<String> = [
    "SwiftSyntax", "SwiftSyntaxMacros", "SwiftCompilerPlugin", "SwiftSyntaxBuilder",
    "SwiftSyntaxMacrosTestSupport", "SwiftDiagnostics",
  ]

  /// The roles a macro's implementation conforms to, and the plugin that lists them.
  private static let pluginProtocols: Set<String> = [
    "ExpressionMacro", "DeclarationMacro", "MemberMacro", "PeerMacro", "AccessorMacro",
    "MemberAttributeMacro", "ConformanceMacro", "ExtensionMacro", "BodyMacro", "PreambleMacro",
    "CodeItemMacro", "CompilerPlugin",
  ]
}

import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main struct EngineSwiftDataMacros: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [ModelMacro.self, NoEffectMacro.self]
}

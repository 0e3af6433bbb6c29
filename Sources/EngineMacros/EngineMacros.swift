import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The engine's macros, in one compiler plugin (each plugin builds swift-syntax once more):
/// SwiftUI's `@Entry` and SwiftData's `@Model` and property macros.
@main struct EngineMacros: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [EntryMacro.self, ModelMacro.self, NoEffectMacro.self]
}

/// `#Unique<Model>([\.name], [\.first, \.last])`: which properties no two models may share.
/// Accepted and without effect in memory: inserting a duplicate keeps both models, where SwiftData
/// would update the one it has.
/// (https://developer.apple.com/documentation/swiftdata/unique(_:))
@freestanding(declaration)
public macro Unique<T>(_ constraints: [PartialKeyPath<T>]...) =
  #externalMacro(module: "EngineMacros", type: "NoEffectMacro")

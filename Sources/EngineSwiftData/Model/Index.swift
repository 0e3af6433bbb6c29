/// `#Index<Model>([\.name], [\.date, \.name])`: properties a store indexes for faster fetches.
/// Accepted and without effect: a fetch here filters the models in memory.
/// (https://developer.apple.com/documentation/swiftdata/index(_:)-74ia2)
@freestanding(declaration)
public macro Index<T>(_ indices: [PartialKeyPath<T>]...) =
  #externalMacro(module: "EngineMacros", type: "NoEffectMacro")

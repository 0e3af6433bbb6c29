/// `@Transient`: a property SwiftData does not persist. Nothing is persisted in memory, so it is
/// accepted without effect; unlike SwiftData's, the property stays observed.
/// (https://developer.apple.com/documentation/swiftdata/transient())
@attached(peer)
public macro Transient() = #externalMacro(module: "EngineMacros", type: "NoEffectMacro")

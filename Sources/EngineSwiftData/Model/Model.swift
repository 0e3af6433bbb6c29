/// `@Model`: a class whose stored properties are persisted and observed. In memory, persisting is
/// keeping the object in its container, so the macro observes as `@Observable` does (reading a
/// property in a view's body makes the view re-render when it changes) and makes the class a
/// `PersistentModel`: identifiable and hashable by its identity.
/// (https://developer.apple.com/documentation/swiftdata/model())
@attached(
  member, names: named(_$observationRegistrar), named(access), named(withMutation),
  named(shouldNotifyObservers))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel)
public macro Model() = #externalMacro(module: "EngineMacros", type: "ModelMacro")

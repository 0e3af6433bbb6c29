/// `@Model`: a class whose stored properties are persisted and observed. In memory, persisting is
/// keeping the object in its container, so the macro is the toolchain's own `@Observable`
/// (same roles, same expansion): reading a property in a view's body makes the view re-render
/// when it changes, as with a real model.
/// (https://developer.apple.com/documentation/swiftdata/model())
@attached(
  member, names: named(_$observationRegistrar), named(access), named(withMutation),
  named(shouldNotifyObservers))
@attached(memberAttribute)
@attached(extension, conformances: Observation.Observable)
public macro Model() = #externalMacro(module: "ObservationMacros", type: "ObservableMacro")

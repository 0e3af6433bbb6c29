/// Declares a member of `EnvironmentValues`, `Transaction` or `FocusedValues` from a `var` and its
/// default value: the macro adds the member's accessors and the key type they read through
/// (`EngineMacros`' `EntryMacro`).
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "EngineMacros", type: "EntryMacro")

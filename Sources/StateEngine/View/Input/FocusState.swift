/// Where focus is, stored like `@State`: `Bool` for one field, an optional value naming one of
/// several ("when focus moves to the view, the binding sets the bound value to true / to the
/// value", Apple's documentation of `focused(_:)` and `focused(_:equals:)`). Typing into a field,
/// `focus "Field"` and `submit "Field"` move it; so does the note's own code writing the binding.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  private var state: State<Value>

  /// The binding `$focus` gives to `.focused`.
  @propertyWrapper
  public struct Binding {
    let location: StateEngine.Binding<Value>

    public var wrappedValue: Value {
      get { location.wrappedValue }
      nonmutating set { location.wrappedValue = newValue }
    }

    public var projectedValue: FocusState<Value>.Binding { self }
  }

  // Declared here rather than in constrained extensions: only then does a `@FocusState` property
  // count as initialised, so the view keeps its implicit `init()`.
  public init() where Value == Bool {
    state = State(wrappedValue: false)
  }

  public init<T: Hashable>() where Value == T? {
    state = State(wrappedValue: nil)
  }

  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  public var projectedValue: FocusState<Value>.Binding { Binding(location: state.projectedValue) }
}

extension FocusState: InstallableProperty {
  mutating func install(slot: inout PropertyBox?, context: InstallContext) {
    state.install(slot: &slot, context: context)
  }

  static func inputsEqual(_ old: FocusState<Value>, _ new: FocusState<Value>) -> Bool { true }
}

extension View {
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    builtIn(
      .interaction(
        .focus(
          FocusTarget(
            isFocused: { condition.location.location.peek() },
            focus: { condition.wrappedValue = true },
            resign: { condition.wrappedValue = false }))))
  }

  public func focused<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value)
    -> some View
  {
    builtIn(
      .interaction(
        .focus(
          FocusTarget(
            isFocused: { binding.location.location.peek() == value },
            focus: { binding.wrappedValue = value },
            resign: { if binding.wrappedValue == value { binding.wrappedValue = nil } }))))
  }

  /// Accepted: the engine's focusable views are its text fields and editors.
  public func focusable(_ isFocusable: Bool = true) -> some View { accepted("focusable") }
}

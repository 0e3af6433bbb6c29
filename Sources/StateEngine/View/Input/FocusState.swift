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

/// The value a focus state holds when focus is in none of its views: what its initializer sets.
private protocol FocusNowhere { static var focusNowhere: Self { get } }
extension Bool: FocusNowhere { static var focusNowhere: Bool { false } }
extension Optional: FocusNowhere { static var focusNowhere: Wrapped? { nil } }

extension FocusState {
  static var nowhere: Value? { (Value.self as? any FocusNowhere.Type)?.focusNowhere as? Value }
}

extension FocusState: InstallableProperty {
  mutating func install(slot: inout PropertyBox?, context: InstallContext) {
    state.install(slot: &slot, context: context)
  }

  static func inputsEqual(_ old: FocusState<Value>, _ new: FocusState<Value>) -> Bool { true }
}

extension FocusState.Binding {
  /// The view the binding is true in, or holds `value` in, as `focused` and `searchFocused` bind
  /// it. Leaving the view sets the state's "nowhere" value (`nil`, `false`).
  func target(for value: Value) -> FocusTarget {
    FocusTarget(
      isFocused: { location.location.peek() == value },
      focus: { wrappedValue = value },
      resign: {
        if wrappedValue == value, let nowhere = FocusState<Value>.nowhere {
          wrappedValue = nowhere
        }
      },
      reading: FocusReading(
        storage: ObjectIdentifier(location.location), value: value,
        read: { location.wrappedValue == value }))
  }
}

extension View {
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    builtIn(.interaction(.focus(condition.target(for: true))))
  }

  /// Generic over the focus value, as SwiftUI declares it: a `FocusState` holds an optional (or a
  /// `Bool`), so `Value` is that optional, and a note's own generic wrapper of this modifier
  /// type-checks.
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
    -> some View
  {
    builtIn(.interaction(.focus(binding.target(for: value))))
  }

  /// Accepted: the engine's focusable views are its text fields and editors.
  public func focusable(_ isFocusable: Bool = true) -> some View { accepted("focusable") }
  /// The focus ring is the system's drawing; the engine draws none.
  public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
    accepted("focusEffectDisabled")
  }
}

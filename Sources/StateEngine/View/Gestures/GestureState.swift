/// State that a gesture sets while it goes on and that returns to its initial value when the
/// gesture ends ("SwiftUI … resets the state to its initial value when the user ends or cancels
/// the gesture", Apple's documentation of `GestureState`). Stored like `@State`.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  private var state: State<Value>
  let initialValue: Value
  let resetTransaction: (Value, inout Transaction) -> Void

  public init(wrappedValue: Value) {
    state = State(wrappedValue: wrappedValue)
    initialValue = wrappedValue
    resetTransaction = { _, _ in }
  }

  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  public init(wrappedValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: wrappedValue)
  }

  public init(
    wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void
  ) {
    state = State(wrappedValue: wrappedValue)
    initialValue = wrappedValue
    resetTransaction = reset
  }

  /// In the type rather than an extension, so a property without a value still counts as
  /// initialised.
  public init(resetTransaction: Transaction = Transaction()) where Value: ExpressibleByNilLiteral {
    self.init(wrappedValue: nil)
  }

  public var wrappedValue: Value { state.wrappedValue }

  public var projectedValue: GestureState<Value> { self }

  /// Gestures write the state; views only read it.
  func set(_ value: Value) {
    state.wrappedValue = value
  }

  func reset() {
    var transaction = Transaction()
    resetTransaction(state.wrappedValue, &transaction)
    state.wrappedValue = initialValue
  }
}

extension GestureState: InstallableProperty {
  mutating func install(slot: inout PropertyBox?, context: InstallContext) {
    state.install(slot: &slot, context: context)
  }

  static func inputsEqual(_ old: GestureState<Value>, _ new: GestureState<Value>) -> Bool { true }
}

/// `updating`: while the gesture goes on, `body` sets the gesture state from each value.
public struct GestureStateGesture<Content: Gesture, State>: Gesture, RecognizedGesture {
  public typealias Value = Content.Value
  let content: Content
  let state: GestureState<State>
  let body: (Value, inout State, inout Transaction) -> Void

  var recognizer: GestureRecognizer {
    var recognizer = GestureRecognizer.of(content)
    let state = state
    let body = body
    let transform = recognizer.transform
    recognizer.updates.append { value in
      var current = state.wrappedValue
      var transaction = Transaction()
      body(transform(value) as! Value, &current, &transaction)
      state.set(current)
    }
    recognizer.resets.append { state.reset() }
    return recognizer
  }
}

extension Gesture {
  public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(content: self, state: state, body: body)
  }
}

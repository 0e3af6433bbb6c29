/// A length that grows with the reader's text size. At the default text size (the engine's, `large`)
/// it is the value given, as in SwiftUI.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  public var wrappedValue: Value

  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// The text style is taken as a `Font` (`.body`, `.title`), which spells the same at the call.
  public init(wrappedValue: Value, relativeTo textStyle: Font) {
    self.wrappedValue = wrappedValue
  }
}

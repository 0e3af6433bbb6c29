import StateEngine

/// Holds in a `@State` the value of a binding docbuild chose for a root view that the note never
/// builds, as Xcode's `@Previewable @State` does, so the view's own taps change it:
/// `BindingHost(0) { count in CounterView(count: count) }`. Reports leave it out (`HostView`).
public struct BindingHost<Value, Content: View>: View, HostView {
  @State private var value: Value
  private let content: (Binding<Value>) -> Content

  public init(_ value: Value, @ViewBuilder content: @escaping (Binding<Value>) -> Content) {
    _value = State(initialValue: value)
    self.content = content
  }

  public var body: some View { content($value) }
}

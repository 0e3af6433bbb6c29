import Testing

@testable import EngineHost
@testable import StateEngine

private struct AnimatedSwitch: View {
  @State private var isOn = false

  var body: some View {
    VStack {
      Text(isOn ? "On" : "Off")
      Toggle("Power", isOn: $isOn.animation())
      Toggle("Slow", isOn: $isOn.animation(.easeInOut(duration: 2)))
    }
  }
}

extension Engine {
  @Suite struct BindingAnimations {
    /// `Binding.animation(_:)` "specifies an animation to perform when the binding value
    /// changes" (Apple's documentation): the value still changes, and the engine shows the end
    /// state at once.
    @Test func anAnimatedBindingWritesThrough() throws {
      let host = ViewHost(AnimatedSwitch())
      try host.toggle("Power")
      #expect(host.snapshotHTML().contains("<p class=\"ui-text\">On</p>"))
      try host.toggle("Slow")
      #expect(host.snapshotHTML().contains("<p class=\"ui-text\">Off</p>"))
    }
  }
}

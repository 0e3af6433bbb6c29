import Testing

@testable import EngineHost
@testable import StateEngine

/// A style drawing a toggle as a checkmark button, flipping the binding itself.
private struct CheckStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    Button {
      configuration.isOn.toggle()
    } label: {
      Text(configuration.isOn ? "✓" : "○")
      configuration.label
    }
  }
}

private struct Chores: View {
  @State private var dishes = false
  @State private var laundry = true

  var body: some View {
    VStack {
      Toggle("Dishes", isOn: $dishes).toggleStyle(CheckStyle())
      Toggle("Laundry", isOn: $laundry).toggleStyle(.switch)
      Text(dishes ? "done" : "todo")
    }
  }
}

extension Engine {
  /// A `ToggleStyle`'s `makeBody(configuration:)` draws the toggle from `configuration.label` and
  /// the `configuration.isOn` binding, which a custom style flips itself; `.switch` is the system's
  /// switch (Apple's documentation of `ToggleStyle` and `ToggleStyleConfiguration`).
  @Suite struct ToggleStyles {
    /// `SwitchToggleStyle(tint:)`: "Creates a switch style with a tint color" (Apple's
    /// documentation; deprecated since iOS 15, still built): a switch the user flips.
    @Test func aTintedSwitchIsASwitch() throws {
      struct Alarm: View {
        @State private var on = false
        var body: some View {
          Toggle("Alarm", isOn: $on).toggleStyle(SwitchToggleStyle(tint: .orange))
          Text(on ? "ringing" : "quiet")
        }
      }
      let host = ViewHost(Alarm())
      try host.toggle("Alarm")
      #expect(host.snapshotHTML().contains("ringing"))
    }

    @Test func aCustomStyleDrawsTheToggleAndFlipsItsBinding() throws {
      let host = ViewHost(Chores())
      #expect(host.snapshotHTML().contains("<button class=\"ui-button\">○ Dishes</button>"))
      try host.tap("○ Dishes")
      #expect(host.snapshotHTML().contains("<button class=\"ui-button\">✓ Dishes</button>"))
      #expect(host.snapshotHTML().contains(">done<"))
    }

    /// `Toggle(_:)`: "You can use this initializer within the `makeBody(configuration:)` method
    /// of a `ToggleStyle` to create an instance of the styled toggle" (Apple's documentation): a
    /// style adding a border keeps the toggle the user flips.
    @Test func aStyleWrapsTheToggleItsConfigurationMakes() throws {
      struct Framed: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
          Toggle(configuration).padding().border(Color.red)
        }
      }
      struct Lamp: View {
        @State private var lit = false
        var body: some View {
          Toggle("Lamp", isOn: $lit).toggleStyle(Framed())
          Text(lit ? "lit" : "dark")
        }
      }
      let host = ViewHost(Lamp())
      #expect(
        host.snapshotHTML().contains("<span>Lamp</span><input type=\"checkbox\" role=\"switch\">"))
      try host.toggle("Lamp")
      #expect(host.snapshotHTML().contains(">lit<"))
    }

    @Test func theSwitchStyleIsASwitch() throws {
      let host = ViewHost(Chores())
      #expect(
        host.snapshotHTML().contains(
          "<span>Laundry</span><input type=\"checkbox\" role=\"switch\" checked></label>"))
      try host.toggle("Laundry")
      #expect(
        host.snapshotHTML().contains(
          "<span>Laundry</span><input type=\"checkbox\" role=\"switch\"></label>"))
    }
  }
}

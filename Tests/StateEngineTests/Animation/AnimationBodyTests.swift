import Testing

@testable import EngineHost
@testable import StateEngine

private struct Dial: View {
  @State private var turns = 0

  var body: some View {
    VStack {
      Text("Dial \(turns)")
        .animation(.easeInOut) { content in
          content.opacity(turns.isMultiple(of: 2) ? 1 : 0.5)
        }
      Button("Turn") { turns += 1 }
      Button("Turn softly") { withAnimation(.spring) { turns += 1 } }
    }
  }
}

/// The scoped transaction form: its transform reaches only the body's modifiers.
private struct Lamp: View {
  @State private var isOn = false

  var body: some View {
    VStack {
      Text(isOn ? "Lamp on" : "Lamp off")
        .transaction { $0.animation = .linear } body: { content in
          content.opacity(isOn ? 1 : 0.5)
        }
      Button("Switch") { isOn.toggle() }
    }
  }
}

extension Engine {
  /// iOS 17's `.animation(_:body:)`: "the animation is only used for the modifiers defined in the
  /// body"; the content the body receives keeps the transaction it came with (Apple's documentation).
  @Suite struct AnimationBody {
    static func animated(_ html: String) -> [String] {
      Engine.AnimatedChanges.animated(html)
    }

    @Test func theBodysModifierIsAnimatedAndTheContentIsNot() throws {
      let host = ViewHost(Dial())
      try host.tap("Turn")
      let html = host.snapshotHTML()
      #expect(Self.animated(html) == ["easeInOut\">"])
      #expect(html.contains("Dial 1"))
      #expect(!html.contains("data-animation=\"easeInOut\"><p class=\"ui-text\">Dial 1</p>"))
    }

    /// iOS 17's `.transaction(_:body:)`, the same scope for any transform of the transaction.
    @Test func aScopedTransactionReachesOnlyTheBodysModifiers() throws {
      let host = ViewHost(Lamp())
      try host.tap("Switch")
      let html = host.snapshotHTML()
      #expect(Self.animated(html) == ["linear\">"])
      #expect(html.contains("Lamp on"))
      #expect(!html.contains("data-animation=\"linear\"><p class=\"ui-text\">Lamp on</p>"))
    }

    @Test func theContentKeepsTheOuterAnimation() throws {
      let host = ViewHost(Dial())
      try host.tap("Turn softly")
      let html = host.snapshotHTML()
      #expect(html.contains("data-animation=\"spring\"><p class=\"ui-text\">Dial 1</p>"))
      #expect(Self.animated(html).contains("easeInOut\">"))
    }
  }
}

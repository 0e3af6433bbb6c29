import Testing

@testable import EngineHost
@testable import StateEngine

private struct Agreement: View {
  @State private var isShowing = false
  let effect: PresentationBreakthroughEffect?

  var body: some View {
    Button("Terms") { isShowing = true }
      .sheet(isPresented: $isShowing) {
        if let effect {
          Text("Agree?").presentationBreakthroughEffect(effect)
        } else {
          Text("Agree?")
        }
      }
  }
}

extension Engine {
  /// `presentationBreakthroughEffect(_:)` "changes the way the enclosing presentation breaks
  /// through content occluding it", on visionOS only (Apple's documentation of the modifier and of
  /// `PresentationBreakthroughEffect`: `automatic`, `none`, `subtle`, `prominent`); on an iPhone the
  /// sheet draws as without it.
  @Suite struct PresentationBreakthroughEffects {
    @Test func aSheetWithABreakthroughEffectDrawsAsWithoutOne() throws {
      let effects: [PresentationBreakthroughEffect] = [.automatic, .none, .subtle, .prominent]
      #expect(Set(effects.map { "\($0)" }).count == 4)
      let plain = ViewHost(Agreement(effect: nil))
      try plain.tap("Terms")
      for effect in effects {
        let host = ViewHost(Agreement(effect: effect))
        try host.tap("Terms")
        #expect(host.snapshotHTML() == plain.snapshotHTML())
        #expect(host.snapshotHTML().contains("Agree?"))
      }
    }
  }
}

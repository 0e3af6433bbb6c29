import Testing

@testable import EngineHost
@testable import StateEngine

/// A pad that takes typed digits while it has focus; the screen around it clears on escape.
private struct DigitPad: View {
  @State private var digits = ""
  @State private var releases = 0
  @FocusState private var isFocused: Bool

  var body: some View {
    VStack {
      Text("Digits: \(digits)")
        .focusable()
        .focused($isFocused)
        .focusEffectDisabled()
        .onKeyPress(characters: .decimalDigits) { press in
          digits += press.characters
          return .handled
        }
        .onKeyPress(.delete) {
          guard !digits.isEmpty else { return .ignored }
          digits.removeLast()
          return .handled
        }
        .onKeyPress(phases: .up) { _ in
          releases += 1
          return .ignored
        }
      Text("Released \(releases)")
      Button("Focus pad") { isFocused = true }
    }
    .onKeyPress(keys: [.escape, .delete]) { press in
      print("outer \(press.key == .escape ? "escape" : "delete")")
      digits = ""
      return .handled
    }
  }
}

extension Engine {
  /// iOS 17's `onKeyPress`: "Performs an action if the user presses a key on a hardware keyboard
  /// while the view has focus"; an action returns `.handled` "to consume the event and prevent
  /// further dispatch, or `.ignored` to allow dispatch to continue" (Apple's documentation). The
  /// default phases are `[.down, .repeat]`.
  @Suite struct KeyPresses {
    @Test func aPressReachesTheFocusedViewsMatchingHandler() throws {
      let host = ViewHost(DigitPad())
      try host.tap("Focus pad")
      try host.press("4")
      try host.press("2")
      try host.press("x")
      #expect(host.snapshotHTML().contains("Digits: 42"))
    }

    @Test func anIgnoredPressGoesOnToTheHandlersAround() throws {
      let host = ViewHost(DigitPad())
      try host.tap("Focus pad")
      try host.press("7")
      try host.press(.delete)
      #expect(host.reports.last?.console == [])
      #expect(host.snapshotHTML().contains("Digits: <"))
      try host.press(.delete)
      #expect(host.reports.last?.console == ["outer delete"])
      try host.press("5")
      try host.press(.escape)
      #expect(host.reports.last?.console == ["outer escape"])
      #expect(host.snapshotHTML().contains("Digits: <"))
    }

    @Test func theUpPhaseReachesOnlyTheActionAskingForIt() throws {
      let host = ViewHost(DigitPad())
      try host.tap("Focus pad")
      try host.press("1")
      try host.press("2")
      #expect(host.snapshotHTML().contains("Released 2"))
    }

    @Test func withoutFocusNoViewTakesThePress() throws {
      let host = ViewHost(DigitPad())
      #expect(throws: HostError.self) { try host.press("4") }
      #expect(host.snapshotHTML().contains("Digits: <"))
    }

    @Test func aPressCarriesItsModifiersAndPhase() {
      let press = KeyPress(key: "a", characters: "a", modifiers: [.command], phase: .down)
      #expect(press.modifiers.contains(.command) && press.phase == .down)
      #expect(KeyPress.Phases.all == [.down, .repeat, .up])
    }
  }
}

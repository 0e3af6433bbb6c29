import Testing

@testable import EngineHost
@testable import StateEngine

private struct Composer: View {
  @State private var sent = 0

  var body: some View {
    VStack {
      Button("Send \(sent)") { sent += 1 }
        .keyboardShortcut(.return, modifiers: [.command, .shift])
      Button("Cancel") {}.keyboardShortcut(.cancelAction)
      Button("Find") {}.keyboardShortcut("f")
    }
  }
}

extension Engine {
  /// `keyboardShortcut(_:modifiers:)` gives a control a key and modifiers, `.command` unless told;
  /// `defaultAction` is Return and `cancelAction` Escape, with no modifiers (Apple's documentation
  /// of `KeyboardShortcut`, `KeyEquivalent` and `EventModifiers`).
  @Suite struct KeyboardShortcuts {
    @Test func aShortcutIsAKeyAndItsModifiers() {
      #expect(KeyboardShortcut("s").modifiers == .command)
      #expect(KeyboardShortcut("s").key == KeyEquivalent("s"))
      #expect(KeyboardShortcut.defaultAction == KeyboardShortcut(.return, modifiers: []))
      #expect(KeyboardShortcut.cancelAction.key == .escape)
      #expect(EventModifiers.all.contains([.command, .option, .shift, .control]))
      #expect(KeyEquivalent.return != .escape)
    }

    /// The page has no keyboard, so a shortcut leaves its control as it was: tapping still works.
    @Test func aControlWithAShortcutStillWorks() throws {
      let host = ViewHost(Composer())
      #expect(host.snapshotHTML().contains("<button class=\"ui-button\">Cancel</button>"))
      try host.tap("Send 0")
      #expect(host.snapshotHTML().contains(">Send 1<"))
    }
  }
}

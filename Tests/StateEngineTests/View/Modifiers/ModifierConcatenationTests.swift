import Testing

@testable import EngineHost
@testable import StateEngine

/// Puts a caption above whatever it modifies.
private struct Captioned: ViewModifier {
  let caption: String

  func body(content: Content) -> some View {
    VStack {
      Text(caption)
      content
    }
  }
}

private struct Card: View {
  var body: some View {
    Text("Body").modifier(Captioned(caption: "Inner").concat(Captioned(caption: "Outer")))
  }
}

extension Engine {
  /// `concat(_:)` "returns a new modifier that is the result of concatenating `self` with
  /// `modifier`" (Apple's documentation of `ViewModifier`); `ModifiedContent` is itself a
  /// `ViewModifier` when both its parts are.
  @Suite struct ModifierConcatenation {
    @Test func theFirstModifierWrapsTheViewAndTheSecondWrapsThat() {
      #expect(
        ViewHost(Card()).snapshotHTML()
          == "<div class=\"ui-vstack\"><p class=\"ui-text\">Outer</p><div class=\"ui-vstack\">"
          + "<p class=\"ui-text\">Inner</p><p class=\"ui-text\">Body</p></div></div>")
    }
  }
}

import Testing

@testable import EngineHost
@testable import StateEngine

private enum DraftKey: FocusedValueKey {
  typealias Value = String
}

extension FocusedValues {
  fileprivate var draft: String? {
    get { self[DraftKey.self] }
    set { self[DraftKey.self] = newValue }
  }
}

private struct Composer: View {
  @State private var text = "Hello"
  @FocusedValue(\.draft) private var focusedDraft

  var body: some View {
    VStack {
      TextField("Draft", text: $text).focusedValue(\.draft, text)
      Text("Focused: \(focusedDraft ?? "none")")
    }
  }
}

extension Engine {
  /// `focusedValue(_:_:)` publishes a value under a `FocusedValueKey` while the view is focused,
  /// for `@FocusedValue` to read, chiefly in an app's commands (Apple's documentation of
  /// `FocusedValues`). The engine has no menu bar and publishes nothing: the value is absent.
  @Suite struct FocusedValuesTests {
    @Test func focusedValuesAreStoredByKey() {
      var values = FocusedValues()
      #expect(values.draft == nil)
      values.draft = "Dear Ada"
      #expect(values.draft == "Dear Ada")
    }

    @Test func aViewReadingAFocusedValueSeesNone() {
      #expect(ViewHost(Composer()).snapshotHTML().contains(">Focused: none<"))
    }
  }
}

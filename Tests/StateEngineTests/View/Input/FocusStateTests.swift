import EngineInterface
import Testing

@testable import EngineHost
@testable import StateEngine

private struct SignIn: View {
  enum Field: Hashable { case email, password }
  @State private var email = ""
  @State private var password = ""
  @FocusState private var focused: Field?

  var body: some View {
    VStack {
      TextField("Email", text: $email)
        .focused($focused, equals: .email)
        .submitLabel(.next)
        .onSubmit { focused = .password }
      SecureField("Password", text: $password)
        .focused($focused, equals: .password)
        .submitLabel(.go)
        .onSubmit { print("sign in \(email)") }
      Text("focus: \(focused.map { "\($0)" } ?? "none")")
    }
  }
}

private struct Note: View {
  @State private var text = ""
  @FocusState private var isEditing: Bool

  var body: some View {
    VStack {
      TextField("Title", text: $text, axis: .vertical)
        .lineLimit(1...3)
        .focused($isEditing)
      Text(isEditing ? "editing" : "idle")
      Button("Done") { isEditing = false }
    }
  }
}

/// A note's own wrapper of `focused(_:equals:)`, generic over the state's value as SwiftUI's is
/// (`FocusState<Value>.Binding`, "Value: Hashable"), used with an optional state.
extension View {
  fileprivate func focusedWhen<Value: Hashable>(_ state: FocusState<Value>.Binding, is value: Value)
    -> some View
  {
    focused(state, equals: value)
  }
}

private struct Survey: View {
  enum Question: Hashable { case name, city }
  @State private var name = ""
  @State private var city = ""
  @FocusState private var question: Question?

  var body: some View {
    VStack {
      TextField("Name", text: $name).focusedWhen($question, is: .name)
      TextField("City", text: $city).focusedWhen($question, is: .city)
      Text("asking: \(question.map { "\($0)" } ?? "nothing")")
    }
  }
}

extension Engine {
  /// `@FocusState` and `focused(_:)`/`focused(_:equals:)`: "when focus moves to the view, the binding
  /// sets the bound value to true" / "to the specified value"; "when focus moves away, the binding sets
  /// the value to false" / "to nil" (Apple's documentation of `focused(_:)` and
  /// `focused(_:equals:)`).
  @Suite struct FocusStateTests {
    @Test func focusingAFieldWritesItsBindingAndDrawsARing() throws {
      let host = ViewHost(SignIn())
      #expect(host.snapshotHTML().contains(">focus: none<"))
      #expect(!host.snapshotHTML().contains("ui-focused"))
      try host.focus("Email")
      #expect(host.reports.last?.step == "focus \"Email\"")
      #expect(host.snapshotHTML().contains(">focus: email<"))
      #expect(
        host.snapshotHTML().contains(
          "<div class=\"ui-focused\"><input class=\"ui-textfield\" type=\"text\" placeholder=\"Email\""
        ))
    }

    @Test func submittingRunsOnSubmitWhichMovesFocusToTheNextField() throws {
      let host = ViewHost(SignIn())
      try host.type("kim@example.com", into: "Email")
      #expect(host.snapshotHTML().contains(">focus: email<"))
      try host.submit("Email")
      #expect(host.snapshotHTML().contains(">focus: password<"))
      try host.type("secret", into: "Password")
      try host.submit("Password")
      #expect(host.reports.last?.console == ["sign in kim@example.com"])
      // The return key in the last field dismisses the keyboard: nothing holds focus.
      #expect(host.snapshotHTML().contains(">focus: none<"))
    }

    @Test func aBoolBindingIsTrueWhileItsFieldHasFocus() throws {
      let host = ViewHost(Note())
      try host.focus("Title")
      #expect(host.snapshotHTML().contains(">editing<"))
      #expect(host.snapshotHTML().contains("data-axis=\"vertical\""))
      try host.tap("Done")
      #expect(host.snapshotHTML().contains(">idle<"))
      // A vertical field takes the return key as a new line.
      #expect(throws: HostError.self) { try host.submit("Title") }
    }

    /// SwiftUI declares `focused<Value>(_: FocusState<Value>.Binding, equals: Value)`: the value of
    /// an optional state is the optional itself, so a wrapper generic over `Value` type-checks.
    @Test func aWrapperGenericOverTheFocusValueMovesFocus() throws {
      let host = ViewHost(Survey())
      try host.focus("City")
      #expect(host.snapshotHTML().contains(">asking: city<"))
      try host.submit("City")
      #expect(host.snapshotHTML().contains(">asking: nothing<"))
    }

    @Test func aFieldWithoutAFocusBindingCannotBeFocused() throws {
      struct Plain: View {
        @State private var name = ""
        var body: some View { TextField("Name", text: $name) }
      }
      let host = ViewHost(Plain())
      let error = try #require(throws: HostError.self) { try host.focus("Name") }
      #expect(error.message.contains("no `.focused(…)`"))
    }
  }
}

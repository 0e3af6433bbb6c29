import Testing

@testable import EngineHost
@testable import StateEngine

private struct Search: View {
  @State private var query = ""
  @State private var notes = ""

  var body: some View {
    Form {
      TextField("Query", text: $query)
        .onSubmit { print("field \(query)") }
        .textInputAutocapitalization(.never)
        .autocorrectionDisabled()
        .keyboardType(.webSearch)
        .textContentType(.name)
      TextEditor(text: $notes)
        .lineLimit(5, reservesSpace: true)
    }
    .onSubmit(of: .search) { print("search") }
    .onSubmit { print("form") }
  }
}

/// The older initializer: `onCommit` is the return key's action.
private struct Committing: View {
  @State private var name = ""
  @State private var saved = "nothing"

  var body: some View {
    VStack {
      TextField("Name", text: $name, onCommit: { saved = name })
      TextField("Other", text: $name, onEditingChanged: { _ in }, onCommit: { print("other") })
      SecureField("Password", text: $name, onCommit: { print("password") })
      LocalizedField(titleKey: "Nickname", text: $name)
      Text("saved \(saved)")
    }
    .onSubmit { print("around") }
  }
}

/// The same initializer with a localized title a wrapper passes on.
private struct LocalizedField: View {
  let titleKey: LocalizedStringKey
  @Binding var text: String

  var body: some View {
    TextField(titleKey, text: $text, onEditingChanged: { _ in }, onCommit: { print("nickname") })
  }
}

/// Submit actions at several levels, one field in a blocking scope and one in a scope that is not.
private struct Nested: View {
  @State private var text = ""

  var body: some View {
    VStack {
      Group {
        TextField("Inner", text: $text).onSubmit { print("inner") }
      }
      .onSubmit { print("group") }
      Group {
        TextField("Scoped", text: $text).onSubmit { print("scoped") }
      }
      .submitScope()
      .onSubmit { print("blocked") }
      TextField("Open", text: $text).onSubmit { print("open") }.submitScope(false)
    }
    .onSubmit { print("page 1") }
    .onSubmit { print("page 2") }
  }
}

/// One form-level `onSubmit` that asks which field was submitted, the common way to chain fields.
private struct Shipping: View {
  enum Field { case street, city }
  @State private var street = ""
  @State private var city = ""
  @FocusState private var focused: Field?

  var body: some View {
    Form {
      TextField("Street", text: $street).focused($focused, equals: .street)
      TextField("City", text: $city).focused($focused, equals: .city)
      Text("focus: \(focused.map { "\($0)" } ?? "none")")
    }
    .onSubmit {
      print("submitted \(focused.map { "\($0)" } ?? "none")")
      switch focused {
      case .street: focused = .city
      default: break
      }
    }
  }
}

extension Engine {
  /// `onSubmit(of:_:)`: "the action … applies to the view hierarchy below the modifier"; "use
  /// `.search` for search fields and `.text` for text fields" (Apple's documentation of
  /// `onSubmit(of:_:)` and `SubmitTriggers`).
  @Suite struct SubmitTests {
    @Test func theReturnKeyRunsEveryTextSubmitActionAroundTheFieldOutermostFirst() throws {
      let host = ViewHost(Search())
      try host.type("swift", into: "Query")
      try host.submit("Query")
      #expect(host.reports.last?.console == ["form", "field swift"])
      #expect(host.reports.last?.step == "submit \"Query\"")
    }

    /// `TextField(_:text:onEditingChanged:onCommit:)`: "onCommit: An action to perform when the
    /// user performs an action (for example, when the user presses the Return key) while the text
    /// field has focus" (Apple's documentation). Deprecated for `onSubmit`, it is the field's
    /// own submit action, the innermost, so it runs after those around.
    @Test func onCommitRunsOnTheReturnKeyAsTheInnermostAction() throws {
      let host = ViewHost(Committing())
      try host.type("Ada", into: "Name")
      try host.submit("Name")
      #expect(host.snapshotHTML().contains(">saved Ada<"))
      #expect(host.reports.last?.console == ["around"])
      try host.submit("Other")
      #expect(host.reports.last?.console == ["around", "other"])
      // `SecureField(_:text:onCommit:)`, deprecated like the text field's: the same return key.
      try host.submit("Password")
      #expect(host.reports.last?.console == ["around", "password"])
      try host.type("Kit", into: "Nickname")
      try host.submit("Nickname")
      #expect(host.reports.last?.console == ["around", "nickname"])
    }

    /// Nested `onSubmit` actions all run, the outermost first ("Outer `onSubmit` handlers get
    /// called before inner `onSubmit` handlers", SwiftCrossUI's documentation of its SwiftUI-like
    /// `onSubmit`); a `submitScope` stops the trigger "from propagating higher up in the view
    /// hierarchy to higher `View.onSubmit(of:_:)` modifiers" (Apple's documentation of
    /// `onSubmit(of:_:)`), and one that does not block lets it through.
    @Test func nestedActionsRunOutermostFirstUpToABlockingScope() throws {
      let host = ViewHost(Nested())
      try host.submit("Inner")
      #expect(host.reports.last?.console == ["page 2", "page 1", "group", "inner"])
      try host.submit("Scoped")
      #expect(host.reports.last?.console == ["scoped"])
      try host.submit("Open")
      #expect(host.reports.last?.console == ["page 2", "page 1", "open"])
    }

    /// The action runs while the field is still first responder, so `focused` names it (Apple's
    /// `FocusState` sample moves focus "to the next field" from `onSubmit` by switching on the
    /// focused value); a field whose action leaves focus alone then loses it with the keyboard.
    @Test func theActionSeesTheSubmittedFieldFocusedAndMayMoveFocusOn() throws {
      let host = ViewHost(Shipping())
      try host.focus("Street")
      try host.submit("Street")
      #expect(host.reports.last?.console == ["submitted street"])
      #expect(host.snapshotHTML().contains(">focus: city<"))
      try host.submit("City")
      #expect(host.reports.last?.console == ["submitted city"])
      #expect(host.snapshotHTML().contains(">focus: none<"))
    }

    @Test func aTextEditorIsAMultiLineBoxThatTakesTextAndNoSubmission() throws {
      let host = ViewHost(Search())
      try host.type("line one\nline two", into: "TextEditor")
      #expect(
        host.snapshotHTML().contains(
          "<div class=\"ui-texteditor\" role=\"textbox\" aria-multiline=\"true\" data-value=\"line one\nline two\"></div>"
        ))
      #expect(throws: HostError.self) { try host.submit("TextEditor") }
    }
  }
}

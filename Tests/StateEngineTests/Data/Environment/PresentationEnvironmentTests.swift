import Testing

@testable import EngineHost
@testable import StateEngine

private struct Sheet: View {
  @Environment(\.isPresented) private var isPresented

  var body: some View {
    Text(isPresented ? "presented" : "not presented")
  }
}

private struct Presenter: View {
  @State private var showing = false

  var body: some View {
    VStack {
      Sheet()
      Button("Show") { showing = true }
    }
    .sheet(isPresented: $showing) { Sheet() }
  }
}

private struct Editing: View {
  @Environment(\.editMode) private var editMode

  var body: some View {
    Text(editMode?.wrappedValue.isEditing == true ? "editing" : "not editing")
  }
}

private struct EditingHost: View {
  @State private var mode = EditMode.inactive

  var body: some View {
    VStack {
      Editing()
      Editing().environment(\.editMode, $mode)
      Button("Edit") { mode = .active }
    }
  }
}

private struct Placeholder: View {
  @Environment(\.redactionReasons) private var reasons

  var body: some View {
    Text(reasons.contains(.placeholder) ? "placeholder" : "content")
  }
}

private struct Redactions: View {
  var body: some View {
    VStack {
      Placeholder()
      Placeholder().redacted(reason: .placeholder)
      VStack { Placeholder().unredacted() }.redacted(reason: .placeholder)
    }
  }
}

extension Engine {
  /// `isPresented`: "A Boolean value that indicates whether the view associated with this
  /// environment is currently presented"; `editMode`: "An indication of whether the user can edit
  /// the contents of a view associated with this environment"; `redactionReasons`: "The current
  /// redaction reasons applied to the view hierarchy" (Apple's documentation of each
  /// `EnvironmentValues` property).
  @Suite struct PresentationEnvironment {
    @Test func aViewKnowsWhetherItIsPresented() throws {
      let host = ViewHost(Presenter())
      #expect(host.snapshotHTML().contains(">not presented<"))
      try host.tap("Show")
      #expect(host.snapshotHTML().contains(">presented<"))
    }

    @Test func editModeIsTheBindingPassedDown() throws {
      let host = ViewHost(EditingHost())
      let before = host.snapshotHTML()
      #expect(before.components(separatedBy: ">not editing<").count == 3)
      try host.tap("Edit")
      let after = host.snapshotHTML()
      #expect(after.components(separatedBy: ">not editing<").count == 2)
      #expect(after.contains(">editing<"))
    }

    @Test func redactionReachesTheEnvironmentUntilUnredacted() {
      let html = ViewHost(Redactions()).snapshotHTML()
      #expect(html.components(separatedBy: ">content<").count == 3)
      #expect(html.components(separatedBy: ">placeholder<").count == 2)
    }
  }
}

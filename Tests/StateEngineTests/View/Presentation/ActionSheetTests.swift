import Testing

@testable import EngineHost
@testable import StateEngine

private struct PhotoPicker: View {
  @State private var asking = false
  @State private var source = "none"

  var body: some View {
    VStack {
      Text("Source: \(source)")
      Button("Add photo") { asking = true }
    }
    .actionSheet(isPresented: $asking) {
      ActionSheet(
        title: Text("Add from"), message: Text("Pick a source"),
        buttons: [
          .default(Text("Camera")) { source = "camera" },
          .destructive(Text("Remove")) { source = "removed" },
          .cancel(),
        ])
    }
  }
}

extension Engine {
  /// `actionSheet(isPresented:content:)` presents an `ActionSheet` with its title, message and
  /// buttons while the binding is true; a button runs its action and dismisses the sheet; its
  /// buttons default to one cancel button (Apple's documentation of `ActionSheet`). The engine
  /// presents it as a confirmation dialog, the form that replaced it.
  @Suite struct ActionSheets {
    @Test func anActionSheetIsADialogWhoseButtonsRunAndDismiss() throws {
      let host = ViewHost(PhotoPicker())
      try host.tap("Add photo")
      #expect(
        host.snapshotHTML().hasSuffix(
          "<div class=\"ui-dialog\"><p class=\"ui-text\">Add from</p>"
            + "<p class=\"ui-text\">Pick a source</p>"
            + "<button class=\"ui-button\">Camera</button>"
            + "<button class=\"ui-button\" data-role=\"destructive\">Remove</button>"
            + "<button class=\"ui-button\" data-role=\"cancel\">Cancel</button></div>"))
      try host.tap("Camera", in: "dialog")
      let html = host.snapshotHTML()
      #expect(!html.contains("ui-dialog"))
      #expect(html.contains(">Source: camera<"))
    }

    @Test func anActionSheetWithoutButtonsHasACancelButton() {
      #expect(ActionSheet(title: Text("Sort")).buttons.map(\.label.content) == ["Cancel"])
    }
  }
}

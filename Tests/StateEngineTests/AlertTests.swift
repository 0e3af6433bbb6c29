import Foundation
import Testing

@testable import EngineHost
@testable import StateEngine

private struct DeleteButton: View {
  @State private var confirming = false
  @State private var deleted = false

  var body: some View {
    VStack {
      Text(deleted ? "Deleted" : "Kept")
      Text(confirming ? "Asking" : "Idle")
      Button("Delete") { confirming = true }
    }
    .alert("Delete the file?", isPresented: $confirming) {
      Button("Delete", role: .destructive) { deleted = true }
      Button("Cancel", role: .cancel) {}
    } message: {
      Text("This cannot be undone.")
    }
  }
}

private struct OldAlert: View {
  @State private var showsAlert = false

  var body: some View {
    Button("Warn") { showsAlert = true }
      .alert(isPresented: $showsAlert) {
        Alert(title: Text("Careful"), message: Text("Hot"), dismissButton: .default(Text("Got it")))
      }
  }
}

private struct OldConfirmation: View {
  @State private var asking = false

  var body: some View {
    Button("Erase") { asking = true }
      .alert(isPresented: $asking) {
        Alert(
          title: Text("Erase everything?"), primaryButton: .destructive(Text("Erase")),
          secondaryButton: .cancel())
      }
  }
}

private struct Failure: Identifiable {
  let id: Int
  let reason: String
}

private struct ItemAlert: View {
  @State private var failure: Failure?

  var body: some View {
    VStack {
      Text(failure == nil ? "No failure" : "Failure")
      Button("Fail") { failure = Failure(id: 1, reason: "Offline") }
    }
    .alert(item: $failure) { failure in
      Alert(title: Text(failure.reason))
    }
  }
}

private struct Dialog: View {
  @State private var asking = false
  @State private var choice = "none"

  var body: some View {
    VStack {
      Text("Chose \(choice)")
      Button("Share") { asking = true }
    }
    .confirmationDialog("Share how?", isPresented: $asking, titleVisibility: .visible) {
      Button("Mail") { choice = "mail" }
      Button("Cancel", role: .cancel) {}
    }
  }
}

private struct DialogWithoutCancel: View {
  @State private var asking = false
  @State private var choice = "none"

  var body: some View {
    VStack {
      Text("Chose \(choice)")
      Button("Sort") { asking = true }
    }
    .confirmationDialog("Sort by", isPresented: $asking) {
      Button("Name") { choice = "name" }
      Button("Date") { choice = "date" }
    }
  }
}

private struct Draft: Identifiable {
  let id = 1
  let name: String
}

private struct DiscardButton: View {
  @State private var asking = false
  @State private var draft: Draft?
  @State private var discarded = "nothing"

  var body: some View {
    VStack {
      Text("Discarded \(discarded)")
      Button("Close") {
        draft = Draft(name: "Letter")
        asking = true
      }
    }
    .alert(Text("Unsaved draft"), isPresented: $asking, presenting: draft) { draft in
      Button("Discard \(draft.name)", role: .destructive) { discarded = draft.name }
    }
  }
}

private enum SignUpError: LocalizedError {
  case nameTaken

  var errorDescription: String? { "That name is taken." }
}

private struct SignUpButton: View {
  @State private var failed = false
  @State private var error: SignUpError?

  var body: some View {
    Button("Sign up") {
      error = .nameTaken
      failed = true
    }
    .alert(isPresented: $failed, error: error) {
      Button("Try another") {}
    }
  }
}

extension Engine {
  @Suite struct Alerts {
    /// "All actions in an alert dismiss the alert after the action runs", and the system sets
    /// `isPresented` back to false (Apple's documentation of `alert(_:isPresented:actions:message:)`).
    @Test func anAlertButtonRunsItsActionThenWritesFalseBack() throws {
      let host = ViewHost(DeleteButton())
      try host.tap("Delete")
      #expect(
        host.snapshotHTML().hasSuffix(
          "<div class=\"ui-alert\"><p class=\"ui-text\">Delete the file?</p>"
            + "<p class=\"ui-text\">This cannot be undone.</p>"
            + "<button class=\"ui-button\" data-role=\"destructive\">Delete</button>"
            + "<button class=\"ui-button\" data-role=\"cancel\">Cancel</button></div>"
        ))
      // The alert covers the screen: only its own buttons can be reached.
      let error = try #require(throws: HostError.self) { try host.tap("Elsewhere") }
      #expect(error.available == [#"button "Delete" in alert"#, #"button "Cancel" in alert"#])
      try host.tap("Delete", in: "alert")
      let html = host.snapshotHTML()
      #expect(!html.contains("ui-alert"))
      #expect(html.contains(">Deleted<") && html.contains(">Idle<"))
    }

    @Test func dismissingAnAlertWritesFalseBack() throws {
      let host = ViewHost(DeleteButton())
      try host.tap("Delete")
      try host.dismiss()
      #expect(host.snapshotHTML().contains(">Kept<"))
      #expect(host.snapshotHTML().contains(">Idle<"))
    }

    @Test func theOlderAlertFormShowsItsButtons() throws {
      let host = ViewHost(OldAlert())
      try host.tap("Warn")
      #expect(
        host.snapshotHTML().contains(
          "<div class=\"ui-alert\"><p class=\"ui-text\">Careful</p><p class=\"ui-text\">Hot</p>"
            + "<button class=\"ui-button\">Got it</button></div>"))
      try host.tap("Got it", in: "alert")
      #expect(!host.snapshotHTML().contains("ui-alert"))
    }

    /// "`destructive`: Creates an alert button with a style that indicates destruction";
    /// "`cancel(_:)`: Creates an alert button that indicates cancellation, with a system-provided
    /// label" (Apple's documentation of `Alert.Button`). The snapshot names each role; a default
    /// button has none.
    @Test func theOlderAlertsButtonsKeepTheirRoles() throws {
      let host = ViewHost(OldConfirmation())
      #expect(host.snapshotHTML() == "<button class=\"ui-button\">Erase</button>")
      try host.tap("Erase")
      #expect(
        host.snapshotHTML().contains(
          "<button class=\"ui-button\" data-role=\"destructive\">Erase</button>"
            + "<button class=\"ui-button\" data-role=\"cancel\">Cancel</button></div>"))
    }

    /// `alert(item:)`: shown while the item is not nil; closing it writes nil back.
    @Test func anItemAlertWritesNilBack() throws {
      let host = ViewHost(ItemAlert())
      try host.tap("Fail")
      #expect(
        host.snapshotHTML().contains(
          "<p class=\"ui-text\">Offline</p><button class=\"ui-button\">OK</button>"))
      try host.tap("OK", in: "alert")
      #expect(host.snapshotHTML().contains(">No failure<"))
    }

    /// `alert(_:isPresented:presenting:actions:)` with a `Text` title and no message.
    @Test func anAlertAboutAValueWithATextTitleShowsItsActions() throws {
      let host = ViewHost(DiscardButton())
      try host.tap("Close")
      #expect(
        host.snapshotHTML().hasSuffix(
          "<div class=\"ui-alert\"><p class=\"ui-text\">Unsaved draft</p>"
            + "<button class=\"ui-button\" data-role=\"destructive\">Discard Letter</button></div>"
        ))
      try host.tap("Discard Letter", in: "alert")
      #expect(host.snapshotHTML().contains(">Discarded Letter<"))
    }

    /// "The error's errorDescription value is used as the title of the alert" (Apple's
    /// documentation of `alert(isPresented:error:actions:)`).
    @Test func anErrorAlertIsTitledWithTheErrorsDescription() throws {
      let host = ViewHost(SignUpButton())
      try host.tap("Sign up")
      #expect(
        host.snapshotHTML().hasSuffix(
          "<div class=\"ui-alert\"><p class=\"ui-text\">That name is taken.</p>"
            + "<button class=\"ui-button\">Try another</button></div>"))
      try host.tap("Try another", in: "alert")
      #expect(!host.snapshotHTML().contains("ui-alert"))
    }

    @Test func aDialogsButtonsAreScopedByDialog() throws {
      let host = ViewHost(Dialog())
      try host.tap("Share")
      #expect(
        host.snapshotHTML().contains("<div class=\"ui-dialog\"><p class=\"ui-text\">Share how?</p>")
      )
      #expect(throws: HostError.self) { try host.tap("Mail", in: "alert") }
      try host.tap("Mail", in: "dialog")
      #expect(host.snapshotHTML().contains(">Chose mail<"))
      #expect(!host.snapshotHTML().contains("ui-dialog"))
    }

    /// "Dialogs include a standard dismiss action by default. If you provide a button with a role
    /// of cancel, that button takes the place of the default dismiss action." (Apple's
    /// documentation of `confirmationDialog(_:isPresented:titleVisibility:actions:)`)
    @Test func aDialogWithoutACancelButtonGetsTheStandardOne() throws {
      let host = ViewHost(DialogWithoutCancel())
      try host.tap("Sort")
      #expect(
        host.snapshotHTML().hasSuffix(
          "<button class=\"ui-button\">Date</button>"
            + "<button class=\"ui-button\" data-role=\"cancel\" data-system>Cancel</button></div>"))
      try host.tap("Cancel", in: "dialog")
      #expect(!host.snapshotHTML().contains("ui-dialog"))
      #expect(host.snapshotHTML().contains(">Chose none<"))
    }

    @Test func aDialogsOwnCancelButtonTakesThePlaceOfTheStandardOne() throws {
      let host = ViewHost(Dialog())
      try host.tap("Share")
      #expect(host.snapshotHTML().components(separatedBy: ">Cancel<").count == 2)
    }
  }
}

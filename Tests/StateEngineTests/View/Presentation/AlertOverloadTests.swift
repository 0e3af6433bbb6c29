import Foundation
import Testing

@testable import EngineHost
@testable import StateEngine

private struct Invoice {
  let number: Int
}

/// An alert about a value, titled with a `Text` and without a message.
private struct InvoiceList: View {
  @State private var asking = false
  @State private var pending: Invoice?
  @State private var voided: [Int] = []

  var body: some View {
    VStack {
      Text("Voided \(voided.map(String.init).joined(separator: ","))")
      Button("Void 7") {
        pending = Invoice(number: 7)
        asking = true
      }
    }
    .alert(Text("Void the invoice?"), isPresented: $asking, presenting: pending) { invoice in
      Button("Void #\(invoice.number)", role: .destructive) { voided.append(invoice.number) }
    }
  }
}

private enum UploadError: LocalizedError {
  case quotaFull(megabytes: Int)

  var errorDescription: String? {
    switch self {
    case .quotaFull: "Storage is full"
    }
  }
}

/// An alert about an error, with and without a message built from it.
private struct Uploader: View {
  @State private var failed = false
  @State private var error: UploadError?
  let withMessage: Bool

  var body: some View {
    let content = VStack {
      Text(failed ? "Failed" : "Ready")
      Button("Upload") {
        error = .quotaFull(megabytes: 512)
        failed = true
      }
    }
    if withMessage {
      content.alert(isPresented: $failed, error: error) { _ in
        Button("Retry later") {}
      } message: { error in
        if case .quotaFull(let megabytes) = error { Text("\(megabytes) MB used") }
      }
    } else {
      content.alert(isPresented: $failed, error: error) {
        Button("OK") {}
      }
    }
  }
}

extension Engine {
  /// The iOS 15 alert overloads: `alert(_:isPresented:presenting:actions:)` with a `Text` title
  /// ("Presents an alert using the given data to produce the alert's content and a text view as a
  /// title"), and `alert(isPresented:error:actions:)` with its `message:` form, whose error "is used
  /// to generate the alert's title" (Apple's documentation of each).
  @Suite struct AlertOverloads {
    @Test func aTextTitledAlertAboutAValuePassesTheValueToItsActions() throws {
      let host = ViewHost(InvoiceList())
      try host.tap("Void 7")
      #expect(
        host.snapshotHTML().hasSuffix(
          "<div class=\"ui-alert\"><p class=\"ui-text\">Void the invoice?</p>"
            + "<button class=\"ui-button\" data-role=\"destructive\">Void #7</button></div>"))
      try host.tap("Void #7", in: "alert")
      #expect(host.snapshotHTML().contains(">Voided 7<"))
      #expect(!host.snapshotHTML().contains("ui-alert"))
    }

    @Test func anErrorAlertIsTitledWithTheErrorsDescription() throws {
      let host = ViewHost(Uploader(withMessage: false))
      try host.tap("Upload")
      #expect(
        host.snapshotHTML().hasSuffix(
          "<div class=\"ui-alert\"><p class=\"ui-text\">Storage is full</p>"
            + "<button class=\"ui-button\">OK</button></div>"))
      try host.tap("OK", in: "alert")
      #expect(host.snapshotHTML().contains(">Ready<"))
    }

    @Test func anErrorAlertsMessageIsBuiltFromTheError() throws {
      let host = ViewHost(Uploader(withMessage: true))
      try host.tap("Upload")
      #expect(
        host.snapshotHTML().hasSuffix(
          "<div class=\"ui-alert\"><p class=\"ui-text\">Storage is full</p>"
            + "<p class=\"ui-text\">512 MB used</p>"
            + "<button class=\"ui-button\">Retry later</button></div>"))
    }
  }
}

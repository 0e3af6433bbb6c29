import Foundation
import Testing

@testable import EngineHost
@testable import StateEngine

private struct ImportButton: View {
  @State private var importing = false
  @State private var chosen = "none"

  var body: some View {
    VStack {
      Text("Chosen \(chosen)")
      Button("Import") { importing = true }
    }
    .fileImporter(isPresented: $importing, allowedContentTypes: [.pdf, .plainText]) { result in
      chosen = (try? result.get().lastPathComponent) ?? "failed"
    }
  }
}

extension Engine {
  @Suite struct FileImporters {
    /// `fileImporter(isPresented:allowedContentTypes:onCompletion:)` "presents a system interface
    /// for allowing the user to import an existing file" while the binding is true (Apple's
    /// documentation): the engine shows a sheet standing for it, and dismissing it sets the
    /// binding back without a completion, as a person's cancelling does.
    @Test func presentingShowsTheSystemSheetAndDismissingCancels() throws {
      let host = ViewHost(ImportButton())
      #expect(!host.snapshotHTML().contains(">Files<"))
      try host.tap("Import")
      #expect(host.snapshotHTML().contains(">Files<"))
      try host.dismiss()
      #expect(!host.snapshotHTML().contains(">Files<"))
      #expect(host.snapshotHTML().contains(">Chosen none<"))
    }

    /// `UTType`'s identifiers and filename extensions, as Apple's documentation of
    /// `UniformTypeIdentifiers` lists them.
    @Test func contentTypesHaveTheirIdentifiers() {
      #expect(UTType.plainText.identifier == "public.plain-text")
      #expect(UTType.pdf.identifier == "com.adobe.pdf")
      #expect(UTType(filenameExtension: "pdf") == .pdf)
      #expect(UTType(filenameExtension: "zip")?.identifier == "public.zip-archive")
      #expect(UTType("com.example.note").identifier == "com.example.note")
    }
  }
}

import Foundation

/// The system's file browser, which an example cannot reach: presenting a file importer or
/// exporter shows a sheet standing for it, and the host can only dismiss it (the completion never
/// runs, as when a person cancels).
private struct SystemFileSheet: View {
  let title: String

  var body: some View {
    Text(title)
  }
}

extension View {
  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType],
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    sheet(isPresented: isPresented) { SystemFileSheet(title: "Files") }
  }

  public func fileImporter(
    isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View {
    sheet(isPresented: isPresented) { SystemFileSheet(title: "Files") }
  }

  public func fileExporter<D: FileDocument>(
    isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
    onCompletion: @escaping (Result<URL, any Error>) -> Void
  ) -> some View {
    sheet(isPresented: isPresented) { SystemFileSheet(title: "Save to Files") }
  }

  public func fileExporter<D: FileDocument, C: Collection>(
    isPresented: Binding<Bool>, documents: C, contentType: UTType,
    onCompletion: @escaping (Result<[URL], any Error>) -> Void
  ) -> some View where C.Element == D {
    sheet(isPresented: isPresented) { SystemFileSheet(title: "Save to Files") }
  }
}

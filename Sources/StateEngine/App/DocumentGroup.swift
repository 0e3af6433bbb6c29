import Foundation

/// A document a document-based app edits. SwiftUI's requirements (its content types and reading
/// and writing a `FileWrapper`) are left out: Linux has neither `UTType` nor `FileWrapper`, and an
/// example's documents are never read from or written to files.
public protocol FileDocument {}

/// The document an editor shows, with a binding to change it.
public struct FileDocumentConfiguration<Document: FileDocument> {
  @Binding public var document: Document
  public let fileURL: URL?
  public let isEditable: Bool
}

/// A document-based app's scene ("A scene that enables support for opening, creating, and saving
/// documents", Apple's documentation of `DocumentGroup`). There is no document browser: the engine
/// opens one new document when the app starts, and its editor is the window's content.
public struct DocumentGroup<Document: FileDocument, Content: View>: Scene, PrimitiveScene {
  public typealias Body = Never
  let newDocument: (() -> Document)?
  let editor: (FileDocumentConfiguration<Document>) -> Content

  public init(
    newDocument: @autoclosure @escaping () -> Document,
    @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    self.newDocument = newDocument
    self.editor = editor
  }

  /// A viewer opens existing documents only: with no files to open, it shows nothing.
  public init(
    viewing documentType: Document.Type,
    @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    self.newDocument = nil
    self.editor = viewer
  }

  var windowContents: [any View] {
    guard let newDocument else { return [] }
    return [OpenDocument(document: newDocument(), editor: editor)]
  }
}

/// The new document's window: the document is this view's state, so the editor's edits update it.
private struct OpenDocument<Document: FileDocument, Content: View>: View {
  @State private var document: Document
  let editor: (FileDocumentConfiguration<Document>) -> Content

  init(document: Document, editor: @escaping (FileDocumentConfiguration<Document>) -> Content) {
    _document = State(initialValue: document)
    self.editor = editor
  }

  var body: some View {
    editor(FileDocumentConfiguration(document: $document, fileURL: nil, isEditable: true))
  }
}

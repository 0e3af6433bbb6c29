import Foundation

/// Reads and parses every note, in parallel. With `serve`'s memo, a note whose bytes are
/// unchanged keeps its last parse.
struct NoteReader {
  /// The largest note built (bytes): a page is read whole, so one file must not be able to take
  /// the machine's memory.
  static let maximumNoteSize = 16_000_000

  let memo: RebuildMemo?

  /// The notes' documents, in the notes' order; their problems go to `diagnostics`.
  func parse(_ notes: [NoteFile], diagnostics: DiagnosticEngine) -> [Document] {
    let results = ConcurrentMap.map(notes) { note -> ParsedNote in
      let size = (try? FileManager.default.attributesOfItem(atPath: note.url.path))?[.size] as? Int
      if let size, size > Self.maximumNoteSize {
        return ParsedNote(
          document: nil,
          diagnostics: [
            .error(
              "input.too-large",
              "this note has \(size / 1_000_000) MB, above the limit of \(Self.maximumNoteSize / 1_000_000) MB per note: it is not built; split it",
              path: note.path)
          ])
      }
      guard let data = FileManager.default.contents(atPath: note.url.path) else {
        return ParsedNote(
          document: nil,
          diagnostics: [.error("input.unreadable", "cannot read this file", path: note.path)])
      }
      guard let memo else { return NoteParser.parse(consume data, path: note.path) }
      return memo.parse(note.path, data) { NoteParser.parse(data, path: note.path) }
    }
    for result in results { diagnostics.emit(result.diagnostics) }
    return results.compactMap(\.document)
  }
}

import Foundation

/// A parsed note: its document (`nil` when nothing could be built) and what went wrong.
public struct ParsedNote: Sendable {
  public var document: Document?
  public var diagnostics: [Diagnostic]

  public init(document: Document?, diagnostics: [Diagnostic]) {
    self.document = document
    self.diagnostics = diagnostics
  }
}

/// Parses one note: front matter, markdown (cmark-gfm) and callouts, into a `Document`.
/// Never crashes on bad input; safe to call from several threads at once.
public enum NoteParser {
  /// `path` is the note's path as diagnostics and the document name it (`ko/state.md`).
  /// The note's bytes are handed over: each copy made on the way frees the one before it.
  public static func parse(_ data: consuming Data, path: String) -> ParsedNote {
    let bytes: [UInt8]
    var diagnostics: [Diagnostic]
    switch NoteBytes.prepare(consume data, path: path) {
    case .binary(let diagnostic):
      return ParsedNote(document: nil, diagnostics: [diagnostic])
    case .text(let text, let found):
      bytes = text
      diagnostics = found
    }
    if bytes.allSatisfy({
      $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n")
    }) {
      diagnostics.append(.warning("note.empty", "empty note", path: path))
    }

    let frontMatter = FrontMatterParser.parse(consume bytes, path: path)
    diagnostics += frontMatter.diagnostics
    let (markdown, placeholders) = CalloutPlaceholders.replacingMarkers(in: frontMatter.body)
    let converted = UnreferencedFootnotes.convert(markdown, path: path, placeholders: placeholders)
    diagnostics += converted.diagnostics
    var folder = CalloutFolder(placeholders: placeholders, path: path)
    let folded = folder.fold(converted.blocks)
    diagnostics += folder.diagnostics
    let (blocks, recovered) = UnfencedCode.recover(
      folded, markdown: markdown, path: path, placeholders: placeholders)
    diagnostics += recovered
    let (labelled, relabelled) = SwiftFenceLabels.relabel(
      KramdownCodeAttributes.apply(blocks), path: path)
    diagnostics += relabelled
    diagnostics =
      ClosingFenceWithInfo.withoutRepeatedWarnings(diagnostics, blocks: labelled)
      + ClosingFenceWithInfo.warnings(in: labelled, path: path)
      + FileNameLine.warnings(in: labelled, path: path)

    let document = Document(path: path, frontMatter: frontMatter.frontMatter, blocks: labelled)
    return ParsedNote(
      document: document, diagnostics: diagnostics.sorted(by: Diagnostic.stableOrder))
  }
}

/// A snapshot's HTML as a tree of immutable pieces: an unchanged subtree's piece is shared by every
/// step's snapshot that shows it, so a step builds only the pieces of what changed, and the text is
/// joined only when a report is read or written.
package final class SnapshotText: Sendable {
  enum Part: Sendable {
    case text(String)
    case piece(SnapshotText)
  }

  let parts: [Part]
  /// The joined text's length in UTF-8 bytes, to join it with one allocation.
  let utf8Count: Int

  init(_ parts: [Part]) {
    self.parts = parts
    utf8Count = parts.reduce(0) { total, part in
      switch part {
      case .text(let text): total + text.utf8.count
      case .piece(let piece): total + piece.utf8Count
      }
    }
  }

  var isEmpty: Bool { utf8Count == 0 }

  package var string: String {
    var text = ""
    text.reserveCapacity(utf8Count)
    write(into: &text)
    return text
  }

  func write(into text: inout String) {
    for part in parts {
      switch part {
      case .text(let string): text += string
      case .piece(let piece): piece.write(into: &text)
      }
    }
  }
}

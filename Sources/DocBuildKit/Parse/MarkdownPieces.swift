/// Where a large note can be cut into pieces that cmark parses one after the other, so that cmark's
/// tree — about 170 bytes a node, and a line of `<` or `&` is one node per character — is only
/// ever that of one piece, not of a 16 MB note.
///
/// A cut is made only where it cannot change the document: before a line that starts at column 0
/// with a character that begins no container and no list, after a blank line, outside a fenced
/// code block and an HTML block that runs past blank lines (CommonMark's kinds 1–5). Every other
/// construct ends at such a line. A note that defines link references or footnotes is never cut:
/// cmark resolves those across the whole document.
///
/// A long table or list, which has no such line, is cut between two of its rows or items: a
/// table's next piece starts with the table's header and delimiter rows again (cmark decides
/// whether a line is a row from the line alone), and a list's next piece starts with an item at
/// column 0 marked as the items before it, right after a line that is not blank. The converter
/// joins the two halves, or parses the note whole when they are not the two halves it expects.
enum MarkdownPieces {
  /// Notes up to this size are parsed whole.
  static let wholeNoteLimit = 128 << 10
  /// The size a piece grows to before the next possible cut ends it.
  static let pieceSize = 64 << 10

  struct Piece: Equatable {
    var bytes: Range<Int>
    /// The note's line that the piece starts with.
    var firstLine: Int
    /// What the piece continues of the piece before it.
    var continues = Continuation.nothing
  }

  enum Continuation: Equatable {
    case nothing
    /// The rows of the table the piece before ends with; the table's header and delimiter rows
    /// (these bytes of the note) go before the piece.
    case tableRows(header: Range<Int>)
    /// The items of the list the piece before ends with.
    case listItems
  }

  /// Pieces that cover `bytes` in order, each starting at a line start; one piece when the note
  /// cannot be cut. `pieceSize` is a parameter so that tests can cut at every possible place.
  static func split(_ bytes: [UInt8], pieceSize: Int = pieceSize) -> [Piece] {
    var scanner = Scanner()
    var pieces: [Piece] = []
    var current = Piece(bytes: 0..<0, firstLine: 1)
    var previous: ArraySlice<UInt8>? = nil
    var previousBlank = true
    var beforePreviousBlank = true
    var table: Range<Int>? = nil
    var listMarker: ListMarker? = nil
    for line in ByteLines(bytes) {
      let content = bytes[line.range]
      let blank = content.allSatisfy { $0 == space || $0 == tab || $0 == carriageReturn }
      let marker = ListMarker(content)
      if line.range.lowerBound - current.bytes.lowerBound >= pieceSize, scanner.isAtTopLevel {
        var continues: Continuation? = nil
        if previousBlank, Self.canStartPiece(content) {
          continues = .nothing
        } else if let header = table, !previousBlank, !blank {
          continues = .tableRows(header: header)
        } else if let marker, marker == listMarker, !previousBlank {
          continues = .listItems
        }
        if let continues {
          current.bytes = current.bytes.lowerBound..<line.range.lowerBound
          pieces.append(current)
          current = Piece(
            bytes: line.range.lowerBound..<line.range.lowerBound, firstLine: line.number,
            continues: continues)
        }
      }
      if Self.definesReference(content) { return [Piece(bytes: 0..<bytes.count, firstLine: 1)] }
      // A table whose header row starts a paragraph at column 0, until a blank line.
      if blank {
        table = nil
      } else if table == nil, scanner.isAtTopLevel, beforePreviousBlank, let header = previous,
        header.first == UInt8(ascii: "|"), Self.isDelimiterRow(content)
      {
        table = header.startIndex..<min(line.range.upperBound + 1, bytes.count)
      }
      // The marker of the last item at column 0, while every line since it is indented or one.
      if marker != nil {
        listMarker = marker
      } else if let first = content.first, first != space, first != tab {
        listMarker = nil
      }
      scanner.read(content)
      beforePreviousBlank = previousBlank
      previousBlank = blank
      previous = content
    }
    current.bytes = current.bytes.lowerBound..<bytes.count
    pieces.append(current)
    return pieces
  }

  /// The kind of marker that opens a list item at column 0: items of one list share it.
  private struct ListMarker: Equatable {
    /// `-`, `+` or `*`; for an ordered item, `.` or `)`.
    var character: UInt8
    var isOrdered: Bool

    init?(_ line: ArraySlice<UInt8>) {
      let digits = line.prefix(while: { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
      guard digits.count <= 9, let character = line.dropFirst(digits.count).first else {
        return nil
      }
      let after = line.dropFirst(digits.count + 1).first
      guard after == nil || after == space || after == tab else { return nil }
      if digits.isEmpty {
        guard [UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*")].contains(character),
          !Self.isThematicBreak(line)
        else { return nil }
      } else {
        guard character == UInt8(ascii: ".") || character == UInt8(ascii: ")") else { return nil }
      }
      self.character = character
      isOrdered = !digits.isEmpty
    }

    /// `- - -` or `* * *`: a thematic break, not an item.
    private static func isThematicBreak(_ line: ArraySlice<UInt8>) -> Bool {
      let marks = line.filter { $0 != space && $0 != tab && $0 != carriageReturn }
      return marks.count >= 3 && marks.allSatisfy { $0 == line.first }
    }
  }

  /// A table's delimiter row: cells of dashes with optional colons, separated by pipes.
  private static func isDelimiterRow(_ line: ArraySlice<UInt8>) -> Bool {
    let trimmed = line.filter { $0 != space && $0 != tab && $0 != carriageReturn }
    return trimmed.contains(UInt8(ascii: "-"))
      && trimmed.allSatisfy {
        $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "|")
      }
  }

  /// A line at column 0 that starts a paragraph, a heading or a fence, never a list item, a block
  /// quote, a table, indented code, an HTML block or a callout marker. (A note that defines link
  /// references is never cut, so a line that starts with `[` is a paragraph.)
  private static func canStartPiece(_ line: ArraySlice<UInt8>) -> Bool {
    guard let first = line.first else { return false }
    if first == UInt8(ascii: "*") {
      // `* ` opens a list item; `**`, `*emphasis*` and `***` do not.
      guard let next = line.dropFirst().first else { return false }
      return next != space && next != tab && next != carriageReturn
    }
    if Array("[!`~_\\&(\"'".utf8).contains(first) { return true }
    if first == UInt8(ascii: "<") {
      // `<` followed by a letter, `/`, `!` or `?` may open an HTML block.
      guard let next = line.dropFirst().first else { return true }
      return
        !(isASCIILetter(next) || next == UInt8(ascii: "/") || next == UInt8(ascii: "!")
        || next == UInt8(ascii: "?"))
    }
    return isASCIILetter(first) || first >= 0x80 || first == UInt8(ascii: "#")
  }

  /// `[label]: …` or `[^label]: …`, also inside block quotes and list items.
  private static func definesReference(_ line: ArraySlice<UInt8>) -> Bool {
    let content = line.drop(while: {
      $0 == space || $0 == tab || $0 == UInt8(ascii: ">") || $0 == UInt8(ascii: "-")
        || $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "+")
    })
    guard content.first == UInt8(ascii: "[") else { return false }
    guard let close = content.firstIndex(of: UInt8(ascii: "]")) else { return false }
    let after = content.index(after: close)
    return after < content.endIndex && content[after] == UInt8(ascii: ":")
  }

  /// Follows the constructs that run past blank lines: fenced code and HTML blocks of kinds 1–5.
  struct Scanner {
    private enum State {
      case topLevel
      case fence(character: UInt8, length: Int)
      case html(end: [UInt8])
    }
    private var state = State.topLevel

    var isAtTopLevel: Bool {
      if case .topLevel = state { true } else { false }
    }

    mutating func read(_ line: ArraySlice<UInt8>) {
      switch state {
      case .fence(let character, let length):
        if MarkdownPieces.isClosingFence(line, character: character, length: length) {
          state = .topLevel
        }
      case .html(let end):
        if MarkdownPieces.contains(line, end) { state = .topLevel }
      case .topLevel:
        // Only top-level constructs matter: whatever a container holds ends with it.
        let indent = line.prefix(while: { $0 == space }).count
        guard indent <= 3 else { return }
        let content = line.dropFirst(indent)
        if let fence = MarkdownPieces.openingFence(content) {
          state = .fence(character: fence.character, length: fence.length)
        } else if let end = MarkdownPieces.htmlBlockEnd(opening: content),
          !MarkdownPieces.contains(content, end)
        {
          state = .html(end: end)
        }
      }
    }
  }

  static func openingFence(_ content: ArraySlice<UInt8>) -> (character: UInt8, length: Int)?
  {
    guard let character = content.first,
      character == UInt8(ascii: "`") || character == UInt8(ascii: "~")
    else { return nil }
    let length = content.prefix(while: { $0 == character }).count
    guard length >= 3 else { return nil }
    // A backtick fence's info string holds no backtick (otherwise the line is inline code).
    if character == UInt8(ascii: "`"), content.dropFirst(length).contains(character) { return nil }
    return (character, length)
  }

  static func isClosingFence(_ line: ArraySlice<UInt8>, character: UInt8, length: Int)
    -> Bool
  {
    let indent = line.prefix(while: { $0 == space }).count
    guard indent <= 3 else { return false }
    let content = line.dropFirst(indent)
    let run = content.prefix(while: { $0 == character }).count
    return run >= length
      && content.dropFirst(run).allSatisfy { $0 == space || $0 == tab || $0 == carriageReturn }
  }

  /// The text that ends an HTML block of kinds 1–5 opened by `content`, or nil.
  private static func htmlBlockEnd(opening content: ArraySlice<UInt8>) -> [UInt8]? {
    guard content.first == UInt8(ascii: "<") else { return nil }
    let opening = content.prefix(12).map(lowered)
    func starts(_ text: String) -> Bool { opening.starts(with: Array(text.utf8)) }
    for tag in ["script", "pre", "style", "textarea"] where starts("<" + tag) {
      let after = opening.dropFirst(tag.utf8.count + 1).first
      if after == nil || after == space || after == tab || after == UInt8(ascii: ">") {
        return Array("</\(tag)>".utf8)
      }
    }
    if starts("<!--") { return Array("-->".utf8) }
    if starts("<?") { return Array("?>".utf8) }
    if starts("<![cdata[") { return Array("]]>".utf8) }
    if starts("<!"), opening.count > 2, isASCIILetter(opening[2]) { return Array(">".utf8) }
    return nil
  }

  /// Whether `line` contains `text` (lower-case), ASCII letters compared without case.
  private static func contains(_ line: ArraySlice<UInt8>, _ text: [UInt8]) -> Bool {
    guard line.count >= text.count else { return false }
    var index = line.startIndex
    while index <= line.endIndex - text.count {
      if (0..<text.count).allSatisfy({ lowered(line[index + $0]) == text[$0] }) { return true }
      index += 1
    }
    return false
  }

  private static func lowered(_ byte: UInt8) -> UInt8 { isASCIILetter(byte) ? byte | 0x20 : byte }

  private static func isASCIILetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }
}

private let space = UInt8(ascii: " ")
private let tab = UInt8(ascii: "\t")
private let carriageReturn = UInt8(ascii: "\r")

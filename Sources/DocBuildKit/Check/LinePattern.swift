/// An expected console line: literal text with placeholders for values that vary between runs.
///
/// - `{int}`: an integer, `-?[0-9]+`
/// - `{hex}`: a hexadecimal number, `(0x)?[0-9a-fA-F]+`
/// - `{word}`: one or more non-space characters
/// - `{any}`: any text, possibly empty
///
/// Any other brace is literal. Trailing spaces are ignored on both sides. A line that starts with
/// `\` is the rest of the line, literally: no placeholder, no `...`, no header or check (what
/// `--bless` writes for a printed line that would otherwise read as syntax).
struct LinePattern: Hashable, Sendable {
  private enum Piece: Hashable, Sendable {
    case literal(Character)
    case int, hex, word, any
  }

  private let pieces: [Piece]
  let text: String

  init(_ text: String) {
    self.text = text
    var rest = Substring(text.trimmingTrailingWhitespace)
    if rest.first == "\\" {
      pieces = rest.dropFirst().map(Piece.literal)
      return
    }
    var pieces: [Piece] = []
    let placeholders: [(String, Piece)] = [
      ("{int}", .int), ("{hex}", .hex), ("{word}", .word), ("{any}", .any),
    ]
    outer: while let first = rest.first {
      for (spelling, piece) in placeholders where rest.hasPrefix(spelling) {
        pieces.append(piece)
        rest = rest.dropFirst(spelling.count)
        continue outer
      }
      pieces.append(.literal(first))
      rest = rest.dropFirst()
    }
    self.pieces = pieces
  }

  var isEllipsis: Bool { text.trimmingTrailingWhitespace == "..." }

  /// A printed line as an expected-output block must hold it to match it literally: as it is, or
  /// behind `\` when the block would read it as syntax (`...`, a `-- step` header, `bodies:`, a
  /// screen check, a placeholder, or a line that itself starts with `\`).
  static func literal(_ printed: String) -> String {
    let text = String(printed.trimmingTrailingWhitespace)
    let isSyntax =
      text == "..." || text == "--" || text.hasPrefix("-- ") || text.hasPrefix("bodies:")
      || text.hasPrefix("\\") || ScreenCheck.parse(text, noteLine: 0) != nil
      || LinePattern(text).hasPlaceholders
    return isSyntax ? "\\" + printed : printed
  }
  var hasPlaceholders: Bool { pieces.contains { if case .literal = $0 { false } else { true } } }

  func matches(_ line: String) -> Bool {
    // A trailing placeholder may stand for the spaces trimming removed (`log: {any}` and `log: `).
    Self.match(pieces[...], Array(line.trimmingTrailingWhitespace)[...])
      || Self.match(pieces[...], Array(line)[...])
  }

  private static func match(_ pieces: ArraySlice<Piece>, _ text: ArraySlice<Character>) -> Bool {
    guard let piece = pieces.first else { return text.isEmpty }
    let rest = pieces.dropFirst()
    switch piece {
    case .literal(let character):
      return text.first == character && match(rest, text.dropFirst())
    case .any:
      return (0...text.count).contains { match(rest, text.dropFirst($0)) }
    case .word:
      let run = text.prefix(while: { !$0.isWhitespace }).count
      return run > 0 && (1...run).contains { match(rest, text.dropFirst($0)) }
    case .int:
      let sign = text.first == "-" ? 1 : 0
      let digits = text.dropFirst(sign).prefix(while: { $0.isASCII && $0.isNumber }).count
      return digits > 0 && (1...digits).contains { match(rest, text.dropFirst(sign + $0)) }
    case .hex:
      let prefix = text.starts(with: "0x") ? 2 : 0
      let digits = text.dropFirst(prefix).prefix(while: { $0.isHexDigit }).count
      return digits > 0 && (1...digits).contains { match(rest, text.dropFirst(prefix + $0)) }
    }
  }
}

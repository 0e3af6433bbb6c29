import Foundation

/// A cursor over one flowchart statement, reading its tokens: identifiers, node shapes and links.
struct MermaidScanner {
  struct Link {
    var stroke: MermaidFlowchart.EdgeStroke
    var arrowAtEnd: Bool
    var arrowAtStart: Bool
    var label: String?
  }

  struct UnclosedLabel: Error {}

  private let characters: [Character]
  private var index = 0

  init(_ statement: String) {
    characters = Array(statement)
  }

  var isAtEnd: Bool { index >= characters.count }
  var rest: String { String(characters[min(index, characters.count)...].prefix(24)) }

  private func peek(_ offset: Int = 0) -> Character? {
    index + offset < characters.count ? characters[index + offset] : nil
  }

  private func starts(with text: String) -> Bool {
    characters[index...].starts(with: Array(text))
  }

  mutating func consume(_ text: String) -> Bool {
    guard starts(with: text) else { return false }
    index += text.count
    return true
  }

  mutating func skipWhitespace() {
    while let character = peek(), character.isWhitespace { index += 1 }
  }

  private static func isIdentifierCharacter(_ character: Character?) -> Bool {
    guard let character else { return false }
    return character.isLetter || character.isNumber || character == "_"
  }

  /// A node id: letters and digits of any script and `_`; `-` and `.` only between them, so that
  /// `A-->B` reads as `A`, `-->`, `B`.
  mutating func readIdentifier() -> String? {
    let start = index
    while let character = peek() {
      if Self.isIdentifierCharacter(character) {
        index += 1
      } else if character == "-" || character == ".", index > start,
        Self.isIdentifierCharacter(peek(1))
      {
        index += 1
      } else {
        break
      }
    }
    return index > start ? String(characters[start..<index]) : nil
  }

  /// Bracket pairs, longest first; each maps to the shape it is drawn as.
  private static let shapes: [(open: String, close: [String], shape: MermaidFlowchart.Shape)] = [
    ("(((", [")))"], .rounded), ("((", ["))"], .rounded), ("([", ["])"], .rounded),
    ("[[", ["]]"], .rectangle), ("[(", [")]"], .rounded), ("{{", ["}}"], .diamond),
    ("[/", ["/]", "\\]"], .rectangle), ("[\\", ["\\]", "/]"], .rectangle),
    ("[", ["]"], .rectangle), ("(", [")"], .rounded), ("{", ["}"], .diamond),
    (">", ["]"], .rectangle),
  ]

  /// The shape and label after a node id, or `nil` for a bare id.
  mutating func readShape() throws(UnclosedLabel) -> (shape: MermaidFlowchart.Shape, label: String)?
  {
    guard let (open, closers, shape) = Self.shapes.first(where: { starts(with: $0.open) }) else {
      return nil
    }
    let start = index
    index += open.count
    var label: String
    if let quoted = readQuoted() {
      label = quoted
      skipWhitespace()
      guard let closer = closers.first(where: { starts(with: $0) }) else {
        index = start
        throw UnclosedLabel()
      }
      index += closer.count
    } else {
      let labelStart = index
      while !isAtEnd, !closers.contains(where: { starts(with: $0) }) { index += 1 }
      guard let closer = closers.first(where: { starts(with: $0) }) else {
        index = start
        throw UnclosedLabel()
      }
      label = String(characters[labelStart..<index])
      index += closer.count
    }
    label = label.trimmingCharacters(in: .whitespaces)
    return (shape, label)
  }

  /// `"…"` (with an optional markdown-string pair of backticks inside), starting at the cursor.
  private mutating func readQuoted() -> String? {
    let start = index
    skipWhitespace()
    guard consume("\"") else {
      index = start
      return nil
    }
    let contentStart = index
    while let character = peek(), character != "\"" { index += 1 }
    guard !isAtEnd else {
      index = start
      return nil
    }
    var text = String(characters[contentStart..<index])
    index += 1
    if text.count >= 2, text.hasPrefix("`"), text.hasSuffix("`") {
      text = String(text.dropFirst().dropLast())
    }
    return text
  }

  /// `:::className` after a node.
  mutating func skipClassSuffix() {
    guard consume(":::") else { return }
    while Self.isIdentifierCharacter(peek()) || peek() == "-" { index += 1 }
  }

  /// An edge: `-->`, `---`, `-.->`, `==>`, their longer forms, `<-->`, and the forms with text
  /// inside (`-- text -->`, `-. text .->`, `== text ==>`). `nil` (nothing consumed) when none starts here.
  mutating func readLink() -> Link? {
    let start = index
    let arrowAtStart = (peek() == "<" && (peek(1) == "-" || peek(1) == "="))
    if arrowAtStart { index += 1 }
    var link: Link?
    if starts(with: "-.") {
      link = readDottedLink()
    } else if peek() == "-" {
      link = readRunLink(of: "-", stroke: .solid)
    } else if peek() == "=" {
      link = readRunLink(of: "=", stroke: .thick)
    }
    guard var found = link else {
      index = start
      return nil
    }
    found.arrowAtStart = arrowAtStart
    return found
  }

  private mutating func readDottedLink() -> Link? {
    index += 2
    while consume(".") {}
    if consume("-") {
      return Link(stroke: .dotted, arrowAtEnd: consume(">"), arrowAtStart: false)
    }
    guard let label = readText(until: ".-") else { return nil }
    while consume("-") {}
    return Link(stroke: .dotted, arrowAtEnd: consume(">"), arrowAtStart: false, label: label)
  }

  /// `--`, `==` runs: three or more (or two and an arrowhead) make a plain link; exactly two
  /// open a link with text that ends at the next run.
  private mutating func readRunLink(of mark: Character, stroke: MermaidFlowchart.EdgeStroke)
    -> Link?
  {
    var count = 0
    while peek() == mark {
      count += 1
      index += 1
    }
    guard count >= 2 else { return nil }
    if consume(">") { return Link(stroke: stroke, arrowAtEnd: true, arrowAtStart: false) }
    if count >= 3 { return Link(stroke: stroke, arrowAtEnd: false, arrowAtStart: false) }
    guard let label = readText(until: String([mark, mark])) else { return nil }
    while peek() == mark { index += 1 }
    return Link(stroke: stroke, arrowAtEnd: consume(">"), arrowAtStart: false, label: label)
  }

  /// The text up to `terminator` (consumed), trimmed and unquoted.
  private mutating func readText(until terminator: String) -> String? {
    let start = index
    while !isAtEnd, !starts(with: terminator) { index += 1 }
    guard !isAtEnd else { return nil }
    let text = String(characters[start..<index])
    index += terminator.count
    return Self.unquoted(text)
  }

  /// `|label|` after a link.
  mutating func readPipeLabel() -> String? {
    let start = index
    guard consume("|") else { return nil }
    while let character = peek(), character != "|" { index += 1 }
    guard !isAtEnd else {
      index = start
      return nil
    }
    let text = String(characters[(start + 1)..<index])
    index += 1
    return Self.unquoted(text)
  }

  private static func unquoted(_ text: String) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") {
      return String(trimmed.dropFirst().dropLast())
    }
    return trimmed
  }
}

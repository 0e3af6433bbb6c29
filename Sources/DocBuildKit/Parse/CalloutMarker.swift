/// A line that opens or closes a line-based callout: a GitBook hint (`{% hint style="info" %}`,
/// `{% endhint %}`) or a Docusaurus admonition (`:::tip[Title]`, `:::`).
struct CalloutMarker: Hashable, Sendable {
  enum Role: Hashable, Sendable {
    /// `kind` is `nil` when `styleName` names no kind docbuild knows.
    case open(kind: Callout.Kind?, styleName: String, title: String?)
    case close
  }

  var syntax: Callout.Syntax
  var role: Role
  /// The number of colons of a Docusaurus fence (nesting uses more colons outside); 0 for GitBook.
  var colons: Int
  /// Where the marker starts in the note.
  var position: SourcePosition
  /// The marker as written, to put back wherever cmark did not make it a block of its own.
  var text: String

  /// The position of the marker's last character.
  var end: SourcePosition {
    SourcePosition(
      line: position.line, column: position.column + max(text.unicodeScalars.count - 1, 0))
  }

  /// Whether this closing marker ends a callout opened by `opener`.
  func closes(_ opener: CalloutMarker) -> Bool {
    guard role == .close, opener.syntax == syntax else { return false }
    return syntax == .gitbook || colons >= opener.colons
  }

  /// Recognises a marker in `text`, a line with its indentation and block quote prefix removed.
  static func recognise(_ text: Substring, position: SourcePosition) -> CalloutMarker? {
    let line = text.trimmingTrailingWhitespace
    if line.hasPrefix("{%") { return gitbook(line, position: position) }
    if line.hasPrefix(":::") { return docusaurus(line, position: position) }
    return nil
  }

  // Hand-written matching rather than Regex: a 50 MB note may hold hundreds of thousands of markers.

  private static func gitbook(_ line: Substring, position: SourcePosition) -> CalloutMarker? {
    guard line.hasSuffix("%}") else { return nil }
    var tag = line.dropFirst(2).dropLast(2)
    if tag.hasPrefix("-") { tag = tag.dropFirst() }
    if tag.hasSuffix("-") { tag = tag.dropLast() }
    let words = tag.trimmingWhitespace
    if words == "endhint" {
      return CalloutMarker(
        syntax: .gitbook, role: .close, colons: 0, position: position, text: String(line))
    }
    guard words.hasPrefix("hint"), let attribute = words.dropFirst(4).firstNonBlankStart,
      attribute.hasPrefix("style")
    else { return nil }
    var value = attribute.dropFirst(5).drop(while: \.isBlank)
    guard value.hasPrefix("=") else { return nil }
    value = value.dropFirst().drop(while: \.isBlank)
    let quote = value.first.flatMap { $0 == "\"" || $0 == "'" ? $0 : nil }
    if quote != nil { value = value.dropFirst() }
    let style = String(value.prefix(while: { $0.isLetter || $0 == "_" || $0 == "-" }))
    var rest = value.dropFirst(style.count)
    if let quote, rest.first == quote { rest = rest.dropFirst() }
    // A hint written on one line with its text (`{% hint … %} text {% endhint %}`) is no marker.
    guard rest.allSatisfy(\.isBlank) else { return nil }
    return CalloutMarker(
      syntax: .gitbook,
      role: .open(kind: Callout.Kind(styleName: style), styleName: style, title: nil),
      colons: 0, position: position, text: String(line))
  }

  private static func docusaurus(_ line: Substring, position: SourcePosition) -> CalloutMarker? {
    let colons = line.prefix(while: { $0 == ":" }).count
    let rest = line.dropFirst(colons).drop(while: \.isBlank)
    if rest.isEmpty {
      return CalloutMarker(
        syntax: .docusaurus, role: .close, colons: colons, position: position, text: String(line))
    }
    guard let first = rest.first, first.isLetter else { return nil }
    let style = rest.prefix(while: { $0.isLetter || $0 == "_" || $0 == "-" })
    var after = rest.dropFirst(style.count)
    var title: Substring = ""
    if after.hasPrefix("["), let close = after.lastIndex(of: "]") {
      title = after[after.index(after: after.startIndex)..<close]
      after = after[after.index(after: close)...]
    }
    after = after.drop(while: \.isBlank)
    // Directive attributes (`{#id .class title="…"}`) are not text, except a title.
    if after.hasPrefix("{"), let close = after.lastIndex(of: "}") {
      if title.isEmpty, let named = after[...close].firstMatch(of: #/title\s*=\s*"([^"]*)"/#) {
        title = named.1
      }
      after = after[after.index(after: close)...]
    }
    if title.trimmingWhitespace.isEmpty { title = after }
    let trimmedTitle = title.trimmingWhitespace
    return CalloutMarker(
      syntax: .docusaurus,
      role: .open(
        kind: Callout.Kind(styleName: String(style)), styleName: String(style),
        title: trimmedTitle.isEmpty ? nil : trimmedTitle),
      colons: colons, position: position, text: String(line))
  }
}

extension Callout.Kind {
  /// The kind a hint style, admonition or alert type names (case-insensitive).
  init?(styleName: String) {
    self.init(rawValue: styleName.lowercased())
  }
}

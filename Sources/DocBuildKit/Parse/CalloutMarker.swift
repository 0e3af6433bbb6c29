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

  private static func gitbook(_ line: Substring, position: SourcePosition) -> CalloutMarker? {
    if line.wholeMatch(of: #/\{%-?\s*endhint\s*-?%\}/#) != nil {
      return CalloutMarker(
        syntax: .gitbook, role: .close, colons: 0, position: position, text: String(line))
    }
    let opening = #/\{%-?\s*hint\s+style\s*=\s*["']?([A-Za-z_-]*)["']?\s*-?%\}/#
    guard let match = line.wholeMatch(of: opening) else { return nil }
    let style = String(match.1)
    return CalloutMarker(
      syntax: .gitbook, role: .open(kind: Callout.Kind(styleName: style), styleName: style, title: nil),
      colons: 0, position: position, text: String(line))
  }

  private static func docusaurus(_ line: Substring, position: SourcePosition) -> CalloutMarker? {
    let colons = line.prefix(while: { $0 == ":" }).count
    let rest = line.dropFirst(colons).drop(while: { $0 == " " || $0 == "\t" })
    if rest.isEmpty {
      return CalloutMarker(
        syntax: .docusaurus, role: .close, colons: colons, position: position, text: String(line))
    }
    let opening = #/([A-Za-z][A-Za-z_-]*)(?:\[(.*)\])?\s*(\{.*\})?\s*(.*)/#
    guard let match = rest.wholeMatch(of: opening) else { return nil }
    let style = String(match.1)
    let title = [match.2, match.4].compactMap { $0 }
      .map { String($0).trimmingWhitespace }
      .first { !$0.isEmpty }
    return CalloutMarker(
      syntax: .docusaurus,
      role: .open(kind: Callout.Kind(styleName: style), styleName: style, title: title),
      colons: colons, position: position, text: String(line))
  }
}

extension Callout.Kind {
  /// The kind a hint style, admonition or alert type names (case-insensitive).
  init?(styleName: String) {
    self.init(rawValue: styleName.lowercased())
  }
}

extension StringProtocol {
  var trimmingTrailingWhitespace: SubSequence {
    var end = endIndex
    while end > startIndex, let last = self[index(before: end)].unicodeScalars.first,
      last == " " || last == "\t"
    {
      end = index(before: end)
    }
    return self[startIndex..<end]
  }

  var trimmingWhitespace: String {
    String(trimmingTrailingWhitespace.drop(while: { $0 == " " || $0 == "\t" }))
  }
}

/// mdbook-admonish's callouts: a fence whose info string is `admonish`, optionally followed by a
/// directive and attributes (```` ~~~admonish tip title="Why" ````). Its body is markdown, not
/// code, so its opening and closing fences are callout markers like a Docusaurus `:::` pair, and
/// the body between them is parsed with the note, at the note's own lines.
///
/// Fences are followed line by line so that a fence shown inside another fence (a markdown block
/// teaching the syntax) is no marker, and an admonish fence is closed by the line CommonMark
/// closes it with: the same character, at least as many of it, nothing after.
struct AdmonishFences {
  private struct OpenFence {
    var character: UInt8
    var length: Int
    var isAdmonish: Bool
  }

  private var open: [OpenFence] = []

  /// Whether `content` (a line without its indentation and quote prefixes) may change what is open.
  static func mayMatter(_ first: UInt8) -> Bool {
    first == UInt8(ascii: "`") || first == UInt8(ascii: "~")
  }

  /// The marker `content` is, if it opens or closes an admonish fence; follows the fences it
  /// opens or closes either way.
  mutating func read(_ content: ArraySlice<UInt8>, position: SourcePosition) -> CalloutMarker? {
    if let innermost = open.last,
      MarkdownPieces.isClosingFence(
        content, character: innermost.character, length: innermost.length)
    {
      open.removeLast()
      guard innermost.isAdmonish else { return nil }
      return CalloutMarker(
        syntax: .admonish, role: .close, colons: 0, position: position, text: Self.text(content))
    }
    if open.last.map({ !$0.isAdmonish }) ?? false { return nil }
    guard let fence = MarkdownPieces.openingFence(content) else { return nil }
    let text = Self.text(content)
    let info = text.unicodeScalars.dropFirst(fence.length)
    let role = Self.role(info: Substring(Substring(info).trimmingWhitespace))
    open.append(
      OpenFence(character: fence.character, length: fence.length, isAdmonish: role != nil))
    return role.map {
      CalloutMarker(syntax: .admonish, role: $0, colons: 0, position: position, text: text)
    }
  }

  private static func text(_ content: ArraySlice<UInt8>) -> String {
    String(
      String(decoding: content, as: UTF8.self).trimmingTrailingWhitespace.trimmingTrailingNewlines)
  }

  /// The opening role of an info string `admonish [directive] [attributes]`, or `nil` for any
  /// other info string.
  private static func role(info: Substring) -> CalloutMarker.Role? {
    guard info.hasPrefix("admonish") else { return nil }
    let rest = info.dropFirst("admonish".count)
    guard rest.isEmpty || rest.first!.isBlank else { return nil }
    let words = rest.drop(while: \.isBlank)
    let directive = words.prefix(while: { $0.isLetter || $0 == "_" || $0 == "-" })
    let startsAttribute = words.dropFirst(directive.count).first.map { !$0.isBlank } ?? false
    let written = startsAttribute ? "" : String(directive)
    let explicitTitle = words.firstMatch(of: #/title\s*=\s*"([^"]*)"/#).map { String($0.1) }
    guard !written.isEmpty else {
      return .open(kind: .note, styleName: "note", title: explicitTitle)
    }
    let kind = Callout.Kind(admonishDirective: written.lowercased())
    // A directive docbuild has no kind of its own for keeps its name as the title, as
    // mdbook-admonish shows it (`example` is drawn as a note titled "Example").
    let namesItsKind = kind?.rawValue == written.lowercased()
    let title = explicitTitle ?? (kind == nil || namesItsKind ? nil : written.capitalized)
    return .open(kind: kind, styleName: written, title: title)
  }
}

extension Callout.Kind {
  /// The kind an mdbook-admonish directive or alias is drawn as.
  init?(admonishDirective directive: String) {
    switch directive {
    case "note", "example", "quote", "cite": self = .note
    case "abstract", "summary", "tldr", "info", "todo", "question", "help", "faq": self = .info
    case "tip", "hint", "important": self = .tip
    case "success", "check", "done": self = .success
    case "warning", "caution", "attention": self = .warning
    case "failure", "fail", "missing", "danger", "error", "bug": self = .danger
    default: return nil
    }
  }
}

/// Keeps the raw HTML of notes (`<img width=…>`, `<br>`, `<details>`, `<sub>`) but removes what
/// could run code: dangerous elements, `on*` handlers, and script URLs. Tags are re-serialised from
/// their parsed parts, so nothing malformed reaches the page; stray `<` and `&` become text.
public enum HTMLSanitizer {
  /// Elements whose content a browser reads as raw text or code, up to their end tag: GFM's tag
  /// filter (`title` … `plaintext`), and `noscript` and `template`. One closed in the same piece
  /// of HTML is removed with everything inside; one never closed there is written as text, as
  /// GFM does, so that it cannot swallow the rest of the page.
  static let rawTextElements: Set<String> = [
    "title", "textarea", "style", "xmp", "iframe", "noembed", "noframes", "script", "plaintext",
    "noscript", "template",
  ]

  /// Elements whose tags are removed; their inner text stays.
  static let elementsDropped: Set<String> = [
    "object", "embed", "frame", "frameset", "base", "meta", "link", "form", "applet", "param",
    // SVG animation can set an `href` to a script URL.
    "animate", "set", "animatemotion", "animatetransform", "portal",
  ]

  /// Attributes whose value is a URL (or, for `srcset`, a list of them).
  static let urlAttributes: Set<String> = [
    "href", "src", "xlink:href", "action", "formaction", "background", "poster", "cite", "longdesc",
    "lowsrc", "dynsrc", "data", "codebase", "ping", "manifest", "icon", "srcset", "imagesrcset",
  ]

  public static func sanitize(_ html: String) -> String {
    var tokenizer = HTMLTokenizer(html)
    var output = ""
    while let token = tokenizer.next() {
      switch token {
      case .text(let text):
        output += escapeText(text)
      case .startTag(let name, let attributes, let selfClosing):
        if rawTextElements.contains(name) {
          if !selfClosing && !tokenizer.skipRawText(until: name) {
            output += HTMLEscaping.text(tokenizer.lastTokenSource)
          }
        } else if !elementsDropped.contains(name) {
          output += startTag(name, attributes: attributes, selfClosing: selfClosing)
        }
      case .endTag(let name):
        if !rawTextElements.contains(name) && !elementsDropped.contains(name) {
          output += "</\(name)>"
        }
      case .ignorable:
        break
      }
    }
    return output
  }

  /// The text a reader sees in a piece of HTML (for the search index).
  public static func visibleText(_ html: String) -> String {
    var tokenizer = HTMLTokenizer(html)
    var text = ""
    while let token = tokenizer.next() {
      switch token {
      case .text(let piece): text += HTMLEntities.decode(piece)
      case .startTag(let name, _, let selfClosing):
        if rawTextElements.contains(name) && !selfClosing
          && !tokenizer.skipRawText(until: name)
        {
          text += tokenizer.lastTokenSource
        }
      case .endTag, .ignorable: break
      }
    }
    return text
  }

  /// Whether a URL may appear in `href`/`src`: no `javascript:`, `vbscript:` or non-image `data:`,
  /// however it is disguised with case, entities, whitespace or control characters.
  public static func isSafeURL(_ url: String) -> Bool {
    // Browsers ignore ASCII whitespace and control characters inside the scheme.
    let compact = String(
      String.UnicodeScalarView(
        HTMLEntities.decode(url).unicodeScalars.filter {
          !($0.value <= 0x20 || $0.value == 0x7F || $0.properties.isWhitespace
            || $0.properties.generalCategory == .format)
        })
    ).lowercased()
    guard let colon = compact.firstIndex(of: ":") else { return true }
    let scheme = compact[..<colon]
    if scheme.contains(where: { "/?#".contains($0) }) { return true }
    switch scheme {
    case "javascript", "vbscript", "livescript", "mocha":
      return false
    case "data":
      let rest = compact[compact.index(after: colon)...]
      return rest.hasPrefix("image/") && !rest.hasPrefix("image/svg")
    default:
      return true
    }
  }

  private static func startTag(
    _ name: String, attributes: [HTMLTokenizer.Attribute], selfClosing: Bool
  ) -> String {
    var tag = "<" + name
    for attribute in attributes where isAllowed(attribute) {
      tag += " " + attribute.name
      if let value = attribute.value {
        let escaped =
          urlAttributes.contains(attribute.name)
          ? HTMLEscaping.url(value) : HTMLEscaping.attribute(value)
        tag += "=\"\(escaped)\""
      }
    }
    return tag + (selfClosing ? " />" : ">")
  }

  private static func isAllowed(_ attribute: HTMLTokenizer.Attribute) -> Bool {
    let name = attribute.name
    guard let first = name.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic,
      name.unicodeScalars.allSatisfy({
        $0.isASCII
          && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
            || "-_:.".unicodeScalars.contains($0))
      })
    else { return false }
    if name.hasPrefix("on") || name == "srcdoc" { return false }
    guard let value = attribute.value else { return true }
    if name == "srcset" || name == "imagesrcset" {
      return value.split(separator: ",").allSatisfy { isSafeURL(String($0)) }
    }
    if urlAttributes.contains(name) { return isSafeURL(value) }
    if name == "style" { return isSafeStyle(value) }
    return true
  }

  /// Inline styles are kept unless they try to load code (old `expression()`, `behavior`, script URLs).
  private static func isSafeStyle(_ style: String) -> Bool {
    let compact = String(
      String.UnicodeScalarView(
        style.unicodeScalars.filter { !$0.properties.isWhitespace && $0 != "\\" })
    ).lowercased()
    return !["expression(", "javascript:", "vbscript:", "behavior:", "-moz-binding", "@import"]
      .contains(where: compact.contains)
  }

  /// Text between tags: already-written character references stay, stray `<`, `>`, `&` are escaped.
  private static func escapeText(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    var result = ""
    for (index, scalar) in scalars.enumerated() {
      switch scalar {
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "&": result += HTMLEntities.startsReference(scalars, at: index) ? "&" : "&amp;"
      case "\u{0}": result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

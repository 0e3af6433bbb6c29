import SwiftIDEUtils
import SwiftSyntax

/// Highlights Swift at build time: swift-syntax's classifications become short elements of our
/// own (`<hl-kw>`, `<hl-ty>`, `<hl-str>`…, valid HTML custom elements styled in style.css, half
/// the bytes of `<span class="…">` on every token). Only classifications that style.css colours
/// get one, and a token of the same kind as the one before, with only whitespace between, joins
/// it (placeholders keep a border each): the page's bytes go to the code, not to markup.
/// Classification works on broken trees too, so invalid Swift still renders with its exact text.
public enum SwiftHighlighter {
  /// The `<pre>` element for a Swift code block.
  public static func html(_ source: String) -> String {
    "<pre class=\"code swift\"><code>\(highlightedHTML(source))</code></pre>"
  }

  /// The escaped source with classified tokens wrapped in `<hl-…>` elements.
  public static func highlightedHTML(_ source: String) -> String {
    guard let tree = SwiftSource.parse(source) else { return plain(Array(source.utf8)[...]) }
    let bytes = Array(source.utf8)
    var result = ""
    var offset = 0
    // The kind of the element `result` ends with, if it ends with one, and the whitespace read
    // since (not yet written: a token of that kind takes it into its element).
    var openKind: String?
    var pendingWhitespace: [UInt8] = []
    for classified in tree.classifications {
      let start = max(offset, min(classified.range.lowerBound.utf8Offset, bytes.count))
      let end = min(classified.range.upperBound.utf8Offset, bytes.count)
      guard end > start else { continue }
      let kind = elementName(for: classified.kind)
      let between = pendingWhitespace + bytes[offset..<start]
      offset = end
      if kind == nil, (between + bytes[start..<end]).allSatisfy(isWhitespace) {
        pendingWhitespace = between + bytes[start..<end]
        continue
      }
      pendingWhitespace = []
      let text = plain(bytes[start..<end])
      if let kind, kind == openKind, kind != "hl-ph", between.allSatisfy(isWhitespace) {
        // By scalars: a character that clusters with the tag's `<` must stay.
        result.unicodeScalars.removeLast("</\(kind)>".unicodeScalars.count)
        result += plain(between[...]) + text + "</\(kind)>"
      } else {
        result += plain(between[...])
        if let kind {
          result += "<\(kind)>\(text)</\(kind)>"
        } else {
          result += text
        }
        openKind = kind
      }
    }
    result += plain(pendingWhitespace[...])
    if offset < bytes.count { result += plain(bytes[offset...]) }
    return result
  }

  /// The element of a classification; `nil` for text shown unstyled (identifiers, operators).
  public static func elementName(for classification: SyntaxClassification) -> String? {
    switch classification {
    case .keyword: "hl-kw"
    case .type: "hl-ty"
    case .stringLiteral, .regexLiteral: "hl-str"
    case .integerLiteral, .floatLiteral: "hl-num"
    case .lineComment, .blockComment, .docLineComment, .docBlockComment: "hl-com"
    case .attribute: "hl-attr"
    case .ifConfigDirective: "hl-dir"
    case .dollarIdentifier: "hl-dol"
    case .editorPlaceholder: "hl-ph"
    case .argumentLabel: "hl-lbl"
    case .identifier, .operator, .none: nil
    }
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
  }

  private static func plain(_ bytes: ArraySlice<UInt8>) -> String {
    HTMLEscaping.text(String(decoding: bytes, as: UTF8.self))
  }
}

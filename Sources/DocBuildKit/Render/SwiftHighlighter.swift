import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Highlights Swift at build time: swift-syntax's classifications become short CSS classes
/// (`kw`, `ty`, `str`… styled under `.code` in style.css). Only classifications that style.css
/// colours get a span, and a token of the same class as the one before, with only whitespace
/// between, joins its span (placeholders keep a border each): the page's bytes go to the code, not to
/// markup.
/// Classification works on broken trees too, so invalid Swift still renders with its exact text.
public enum SwiftHighlighter {
  /// The `<pre>` element for a Swift code block.
  public static func html(_ source: String) -> String {
    "<pre class=\"code swift\"><code>\(highlightedHTML(source))</code></pre>"
  }

  /// The escaped source with classified spans wrapped in `<span class="…">`.
  public static func highlightedHTML(_ source: String) -> String {
    guard !SwiftNesting.isTooDeep(source) else { return plain(Array(source.utf8)[...]) }
    let tree = Parser.parse(source: source)
    let bytes = Array(source.utf8)
    var result = ""
    var offset = 0
    // The class of the span `result` ends with, if it ends with one, and the whitespace read
    // since (not yet written: a token of that class takes it into its span).
    var openClass: String?
    var pendingWhitespace: [UInt8] = []
    for classified in tree.classifications {
      let start = max(offset, min(classified.range.lowerBound.utf8Offset, bytes.count))
      let end = min(classified.range.upperBound.utf8Offset, bytes.count)
      guard end > start else { continue }
      let cssClass = cssClass(for: classified.kind)
      let between = pendingWhitespace + bytes[offset..<start]
      offset = end
      if cssClass == nil, (between + bytes[start..<end]).allSatisfy(isWhitespace) {
        pendingWhitespace = between + bytes[start..<end]
        continue
      }
      pendingWhitespace = []
      let text = plain(bytes[start..<end])
      if let cssClass, cssClass == openClass, cssClass != "ph", between.allSatisfy(isWhitespace) {
        result.removeLast("</span>".count)
        result += plain(between[...]) + text + "</span>"
      } else {
        result += plain(between[...])
        if let cssClass {
          result += "<span class=\"\(cssClass)\">\(text)</span>"
        } else {
          result += text
        }
        openClass = cssClass
      }
    }
    result += plain(pendingWhitespace[...])
    if offset < bytes.count { result += plain(bytes[offset...]) }
    return result
  }

  /// The CSS class of a classification; `nil` for text shown unstyled (identifiers, operators).
  public static func cssClass(for classification: SyntaxClassification) -> String? {
    switch classification {
    case .keyword: "kw"
    case .type: "ty"
    case .stringLiteral, .regexLiteral: "str"
    case .integerLiteral, .floatLiteral: "num"
    case .lineComment, .blockComment, .docLineComment, .docBlockComment: "com"
    case .attribute: "attr"
    case .ifConfigDirective: "dir"
    case .dollarIdentifier: "dol"
    case .editorPlaceholder: "ph"
    case .argumentLabel: "lbl"
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

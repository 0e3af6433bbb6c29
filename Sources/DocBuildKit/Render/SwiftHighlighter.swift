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
    // The class of the span `result` ends with, if it ends with one.
    var openClass: String?
    for classified in tree.classifications {
      let start = max(offset, min(classified.range.lowerBound.utf8Offset, bytes.count))
      let end = min(classified.range.upperBound.utf8Offset, bytes.count)
      guard end > start else { continue }
      let gap = bytes[offset..<start]
      let text = plain(bytes[start..<end])
      let cssClass = cssClass(for: classified.kind)
      if let cssClass, cssClass == openClass, cssClass != "ph", gap.allSatisfy({ $0 == 0x20 || $0 == 0x0A }) {
        result.removeLast("</span>".count)
        result += plain(gap) + text + "</span>"
      } else {
        result += plain(gap)
        if let cssClass {
          result += "<span class=\"\(cssClass)\">\(text)</span>"
        } else {
          result += text
        }
        openClass = cssClass
      }
      offset = end
    }
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

  private static func plain(_ bytes: ArraySlice<UInt8>) -> String {
    HTMLEscaping.text(String(decoding: bytes, as: UTF8.self))
  }
}

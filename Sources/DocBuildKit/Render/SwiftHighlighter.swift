import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Highlights Swift at build time: swift-syntax's classifications become `hl-…` CSS classes.
/// Classification works on broken trees too, so invalid Swift still renders with its exact text.
public enum SwiftHighlighter {
  /// The `<pre>` element for a Swift code block.
  public static func html(_ source: String) -> String {
    "<pre class=\"code swift\"><code>\(highlightedHTML(source))</code></pre>"
  }

  /// The escaped source with classified spans wrapped in `<span class="hl-…">`.
  public static func highlightedHTML(_ source: String) -> String {
    guard !SwiftNesting.isTooDeep(source) else { return plain(Array(source.utf8)[...]) }
    let tree = Parser.parse(source: source)
    let bytes = Array(source.utf8)
    var result = ""
    var offset = 0
    for classified in tree.classifications {
      let start = max(offset, min(classified.range.lowerBound.utf8Offset, bytes.count))
      let end = min(classified.range.upperBound.utf8Offset, bytes.count)
      guard end > start else { continue }
      if start > offset { result += plain(bytes[offset..<start]) }
      let text = plain(bytes[start..<end])
      if let cssClass = cssClass(for: classified.kind) {
        result += "<span class=\"\(cssClass)\">\(text)</span>"
      } else {
        result += text
      }
      offset = end
    }
    if offset < bytes.count { result += plain(bytes[offset...]) }
    return result
  }

  /// The CSS class of a classification; `nil` for text shown unstyled.
  public static func cssClass(for classification: SyntaxClassification) -> String? {
    switch classification {
    case .keyword: "hl-keyword"
    case .type: "hl-type"
    case .stringLiteral, .regexLiteral: "hl-string"
    case .integerLiteral, .floatLiteral: "hl-number"
    case .lineComment, .blockComment: "hl-comment"
    case .docLineComment, .docBlockComment: "hl-comment hl-doc"
    case .attribute: "hl-attribute"
    case .ifConfigDirective: "hl-directive"
    case .dollarIdentifier: "hl-dollar"
    case .editorPlaceholder: "hl-placeholder"
    case .operator: "hl-operator"
    case .argumentLabel: "hl-label"
    case .identifier, .none: nil
    }
  }

  private static func plain(_ bytes: ArraySlice<UInt8>) -> String {
    HTMLEscaping.text(String(decoding: bytes, as: UTF8.self))
  }
}

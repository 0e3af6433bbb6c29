import Foundation

/// The engine's snapshot of a screen as a page embeds it: sanitised, and with the snapshot's
/// landmarks and headings (`<nav>` bars, `<h1>` titles, `<h2>` section headers) turned into plain
/// boxes with the same classes, so a preview adds no landmark or heading to the page's outline.
/// Colours made from components are painted.
enum PreviewMarkup {
  static func html(_ snapshot: String) -> String {
    var html = HTMLSanitizer.sanitize(snapshot)
    // The snapshot's text is escaped, so these can only be its own tags.
    for tag in ["nav", "h1", "h2"] {
      html = html.replacingOccurrences(of: "<\(tag) ", with: "<div ")
        .replacingOccurrences(of: "<\(tag)>", with: "<div>")
        .replacingOccurrences(of: "</\(tag)>", with: "</div>")
    }
    return swatches(html)
  }

  /// A colour the example made from components (`data-color="rgb(12, 34, 56)"`) is painted with
  /// it; named colours are painted by the stylesheet.
  private static func swatches(_ html: String) -> String {
    guard html.contains("data-color=\"rgb(") else { return html }
    let pattern = /data-color="(rgb\(\d{1,3}, \d{1,3}, \d{1,3}\))"/
    return html.replacing(pattern) { match in
      "data-color=\"\(match.1)\" style=\"--ui-swatch: \(match.1)\""
    }
  }
}

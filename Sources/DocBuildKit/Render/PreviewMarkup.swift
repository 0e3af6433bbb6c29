import Foundation

/// The engine's snapshot of a screen as a page embeds it: sanitised, and with the snapshot's
/// landmarks and headings (`<nav>` bars, `<h1>` titles, `<h2>` section headers) turned into plain
/// boxes with the same classes, so a preview adds no landmark or heading to the page's outline.
enum PreviewMarkup {
  static func html(_ snapshot: String) -> String {
    var html = HTMLSanitizer.sanitize(snapshot)
    // The snapshot's text is escaped, so these can only be its own tags.
    for tag in ["nav", "h1", "h2"] {
      html = html.replacingOccurrences(of: "<\(tag) ", with: "<div ")
        .replacingOccurrences(of: "<\(tag)>", with: "<div>")
        .replacingOccurrences(of: "</\(tag)>", with: "</div>")
    }
    return html
  }
}

import Foundation

/// The engine's snapshot of a screen as a page embeds it: sanitised, and with the snapshot's
/// landmarks and headings (`<nav>` bars, `<h1>` titles, `<h2>` section headers) turned into plain
/// boxes with the same classes, so a preview adds no landmark or heading to the page's outline.
/// The values modifiers and colours carry are handed to the stylesheet.
enum PreviewMarkup {
  static func html(_ snapshot: String) -> String {
    var html = HTMLSanitizer.sanitize(snapshot)
    // The snapshot's text is escaped, so these can only be its own tags.
    for tag in ["nav", "h1", "h2"] {
      html = html.replacingOccurrences(of: "<\(tag) ", with: "<div ")
        .replacingOccurrences(of: "<\(tag)>", with: "<div>")
        .replacingOccurrences(of: "</\(tag)>", with: "</div>")
    }
    return styled(html)
  }

  /// The custom property of `preview.css` each valued data attribute sets.
  private static let properties = [
    "data-color": "--ui-swatch", "data-background": "--ui-background",
    "data-foreground": "--ui-foreground", "data-padding": "--ui-padding",
    "data-width": "--ui-width", "data-height": "--ui-height", "data-font-size": "--ui-font-size",
  ]

  /// A tag carrying colours or sizes (`data-background="blue"`, `data-padding="16"`) gets them as
  /// custom properties in a `style` attribute: numbers as they are (points), a colour made from
  /// components as it is, a named colour as the stylesheet's variable for that name (light and dark).
  private static func styled(_ html: String) -> String {
    guard html.contains(" data-") else { return html }
    let tag = /<[a-z][a-z0-9]* [^<>]*data-[^<>]*>/
    let attribute = /\s(data-[a-z-]+)="([^"]*)"/
    return html.replacing(tag) { match in
      let text = String(match.0)
      let declarations = text.matches(of: attribute).compactMap { found -> String? in
        guard let property = properties[String(found.1)],
          let value = cssValue(String(found.2), for: property)
        else { return nil }
        return "\(property): \(value)"
      }
      guard !declarations.isEmpty else { return text }
      return String(text.dropLast()) + " style=\"\(declarations.joined(separator: "; "))\">"
    }
  }

  private static func cssValue(_ value: String, for property: String) -> String? {
    let isColour = ["--ui-swatch", "--ui-background", "--ui-foreground"].contains(property)
    if isColour, value.wholeMatch(of: /rgb\(\d{1,3}, \d{1,3}, \d{1,3}\)/) != nil { return value }
    // A colour from the example's asset catalogue has no variable: it falls back to a grey fill.
    if isColour, value.wholeMatch(of: /[a-zA-Z][a-zA-Z0-9]{0,30}/) != nil {
      return "var(--ui-\(value), var(--ui-fill))"
    }
    if !isColour, value.wholeMatch(of: /[0-9]{1,4}(\.[0-9]{1,2})?/) != nil { return value }
    return nil
  }
}

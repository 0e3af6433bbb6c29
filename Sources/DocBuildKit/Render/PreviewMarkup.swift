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

  /// The custom property of `preview.css` each valued data attribute sets, as it is.
  private static let properties = [
    "data-color": "--ui-swatch", "data-background": "--ui-background",
    "data-foreground": "--ui-foreground", "data-padding": "--ui-padding",
    "data-width": "--ui-width", "data-height": "--ui-height", "data-font-size": "--ui-font-size",
    "data-fill": "--ui-fill-paint", "data-stroke": "--ui-stroke-paint",
    "data-line-width": "--ui-line-width", "data-opacity": "--ui-opacity",
    "data-z-index": "--ui-z-index", "data-padding-top": "--ui-padding-top",
    "data-padding-bottom": "--ui-padding-bottom", "data-padding-leading": "--ui-padding-leading",
    "data-padding-trailing": "--ui-padding-trailing",
    "data-presentation-corner-radius": "--ui-presentation-corner-radius",
  ]
  private static let paintProperties: Set = [
    "--ui-swatch", "--ui-background", "--ui-foreground", "--ui-fill-paint", "--ui-stroke-paint",
  ]

  /// A tag carrying colours or sizes (`data-background="blue"`, `data-padding="16"`) gets them as
  /// custom properties in a `style` attribute: numbers as they are (points), a colour made from
  /// components as it is, a named colour as the stylesheet's variable for that name (light and dark),
  /// gradients over such colours; transforms and filters as CSS transform and filter functions.
  private static func styled(_ html: String) -> String {
    guard html.contains(" data-") else { return html }
    let tag = /<[a-z][a-z0-9]* [^<>]*data-[^<>]*>/
    let attribute = /\s(data-[a-z0-9-]+)="([^"]*)"/
    return html.replacing(tag) { match in
      let text = String(match.0)
      let found = text.matches(of: attribute).map { (String($0.1), String($0.2)) }
      var declarations = found.compactMap { name, value -> String? in
        guard let property = properties[name], let value = cssValue(value, for: property)
        else { return nil }
        return "\(property): \(value)"
      }
      let values = Dictionary(found, uniquingKeysWith: { first, _ in first })
      declarations += effects(values)
      guard !declarations.isEmpty else { return text }
      return String(text.dropLast()) + " style=\"\(declarations.joined(separator: "; "))\">"
    }
  }

  private static func cssValue(_ value: String, for property: String) -> String? {
    if paintProperties.contains(property) { return paint(value) }
    if value.wholeMatch(of: /-?[0-9]{1,4}(\.[0-9]{1,2})?/) != nil { return value }
    return nil
  }

  /// A colour, or a CSS gradient whose colours are names or components.
  private static func paint(_ value: String) -> String? {
    if let colour = colour(value) { return colour }
    guard
      let match = value.wholeMatch(
        of: /(linear|radial|conic)-gradient\(([a-zA-Z0-9 ,.%()-]{1,600})\)/)
    else { return nil }
    // Each stop or geometry part, split at commas outside parentheses.
    var parts: [String] = []
    var depth = 0
    var current = ""
    for character in match.2 {
      if character == "(" { depth += 1 }
      if character == ")" { depth -= 1 }
      if character == "," && depth == 0 {
        parts.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
      } else {
        current.append(character)
      }
    }
    parts.append(current.trimmingCharacters(in: .whitespaces))
    var converted: [String] = []
    for (index, part) in parts.enumerated() {
      if index == 0, part.wholeMatch(of: /[a-z -]*[0-9.% -]*(deg)?( at [0-9.% -]+)?/) != nil {
        converted.append(part)
        continue
      }
      guard let stop = part.wholeMatch(of: /(.+) (-?[0-9.]{1,8}(%|px|deg))/),
        let colour = colour(String(stop.1))
      else { return nil }
      converted.append("\(colour) \(stop.2)")
    }
    return "\(match.1)-gradient(\(converted.joined(separator: ", ")))"
  }

  private static func colour(_ value: String) -> String? {
    if value.wholeMatch(of: /rgba?\(\d{1,3}, \d{1,3}, \d{1,3}(, [0-9.]{1,4})?\)/) != nil {
      return value
    }
    // A colour from the example's asset catalogue has no variable: it falls back to a grey fill.
    if value.wholeMatch(of: /[a-zA-Z][a-zA-Z0-9]{0,30}/) != nil {
      return "var(--ui-\(value), var(--ui-fill))"
    }
    return nil
  }

  /// Transforms (`data-scale`, `data-offset`, `data-rotation`, `data-rotation-3d`,
  /// `data-transform`, with `data-anchor`) as `--ui-transform` and `--ui-anchor`; filters (`data-blur`, `data-brightness`,
  /// …, `data-shadow`) as `--ui-filter`; the clip's corner radius as `--ui-corner-radius`.
  private static func effects(_ values: [String: String]) -> [String] {
    func numbers(_ name: String, count: Int) -> [String]? {
      guard let value = values[name] else { return nil }
      let parts = value.split(separator: " ").map(String.init)
      guard parts.count == count,
        parts.allSatisfy({ $0.wholeMatch(of: /-?[0-9]{1,6}(\.[0-9]{1,2})?/) != nil })
      else { return nil }
      return parts
    }
    func points(_ value: String) -> String { "calc(\(value) * var(--ui-pt))" }
    var declarations: [String] = []
    var transform: String?
    if let scale = numbers("data-scale", count: 2) { transform = "scale(\(scale[0]), \(scale[1]))" }
    if let offset = numbers("data-offset", count: 2) {
      transform = "translate(\(points(offset[0])), \(points(offset[1])))"
    }
    if let rotation = numbers("data-rotation", count: 1) { transform = "rotate(\(rotation[0])deg)" }
    if let rotation = numbers("data-rotation-3d", count: 4) {
      transform =
        "perspective(20rem) rotate3d(\(rotation[1]), \(rotation[2]), \(rotation[3]), \(rotation[0])deg)"
    }
    // A geometry effect's affine matrix: CSS's matrix() takes no lengths, so its move is a
    // translate in points applied after it.
    if let matrix = numbers("data-transform", count: 6) {
      transform =
        "translate(\(points(matrix[4])), \(points(matrix[5]))) "
        + "matrix(\(matrix[0]), \(matrix[1]), \(matrix[2]), \(matrix[3]), 0, 0)"
    }
    if let transform { declarations.append("--ui-transform: \(transform)") }
    if let anchor = numbers("data-anchor", count: 2), let x = Double(anchor[0]),
      let y = Double(anchor[1])
    {
      declarations.append("--ui-anchor: \(x * 100)% \(y * 100)%")
    }
    var filter: String?
    if let blur = numbers("data-blur", count: 1) { filter = "blur(\(points(blur[0])))" }
    if let amount = numbers("data-brightness", count: 1), let value = Double(amount[0]) {
      filter = "brightness(\(1 + value))"
    }
    if let amount = numbers("data-contrast", count: 1) { filter = "contrast(\(amount[0]))" }
    if let amount = numbers("data-saturation", count: 1) { filter = "saturate(\(amount[0]))" }
    if let amount = numbers("data-grayscale", count: 1) { filter = "grayscale(\(amount[0]))" }
    if let angle = numbers("data-hue-rotation", count: 1) { filter = "hue-rotate(\(angle[0])deg)" }
    if let shadow = numbers("data-shadow", count: 3),
      let colour = values["data-shadow-color"].flatMap(colour)
    {
      filter =
        "drop-shadow(\(points(shadow[1])) \(points(shadow[2])) \(points(shadow[0])) \(colour))"
    }
    if let filter { declarations.append("--ui-filter: \(filter)") }
    if let clip = values["data-clip"],
      let radius = clip.wholeMatch(of: /rounded ([0-9]{1,4}(\.[0-9]{1,2})?)/)
    {
      declarations.append("--ui-corner-radius: \(radius.1)")
    }
    if let dash = values["data-dash"], dash.wholeMatch(of: /[0-9. ]{1,60}/) != nil {
      declarations.append("--ui-dash: \(dash)")
    }
    return declarations
  }
}

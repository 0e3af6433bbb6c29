/// Renders inline content: text escaped, links resolved through the options (warning on missing
/// notes), images and raw HTML sanitised, footnote references numbered in order of first use.
struct InlineHTMLRenderer {
  let options: BodyRenderOptions
  private(set) var diagnostics: [Diagnostic] = []
  /// Footnote labels (lower-cased, as cmark matches them) in order of first reference.
  private(set) var footnoteOrder: [String] = []
  private var footnoteReferenceCount: [String: Int] = [:]

  init(options: BodyRenderOptions) {
    self.options = options
  }

  mutating func render(_ inlines: [Inline]) -> String {
    var html = ""
    for inline in inlines { html += render(inline) }
    return html
  }

  /// The footnote's number (from 1), or `nil` when nothing refers to it.
  func footnoteNumber(_ label: String) -> Int? {
    footnoteOrder.firstIndex(of: label.lowercased()).map { $0 + 1 }
  }

  private mutating func render(_ inline: Inline) -> String {
    switch inline {
    case .text(let text): return HTMLEscaping.text(text)
    case .softBreak: return "\n"
    case .lineBreak: return "<br>\n"
    case .code(let code): return "<code>\(HTMLEscaping.text(code))</code>"
    case .emphasis(let children): return "<em>\(render(children))</em>"
    case .strong(let children): return "<strong>\(render(children))</strong>"
    case .strikethrough(let children): return "<del>\(render(children))</del>"
    case .link(let link): return render(link)
    case .image(let image): return render(image)
    case .html(let html): return HTMLSanitizer.sanitize(html)
    case .footnoteReference(let label): return footnoteReference(label)
    }
  }

  private mutating func render(_ link: Inline.Link) -> String {
    let content = render(link.children)
    var destination = link.destination
    if let resolved = options.resolveLink(link.destination) {
      destination = resolved
    } else {
      diagnostics.append(
        .warning(
          "link.missing-note", "link to a missing note '\(link.destination)'", path: options.path,
          range: link.range))
    }
    guard HTMLSanitizer.isSafeURL(destination) else {
      diagnostics.append(
        .warning(
          "link.unsafe-url", "link to an unsafe URL removed: '\(link.destination)'",
          path: options.path,
          range: link.range))
      return content
    }
    var attributes = " href=\"\(HTMLEscaping.url(destination))\""
    if !link.title.isEmpty { attributes += " title=\"\(HTMLEscaping.attribute(link.title))\"" }
    if Self.isExternal(destination) { attributes += " rel=\"noopener\"" }
    return "<a\(attributes)>\(content)</a>"
  }

  private func render(_ image: Inline.Image) -> String {
    let alt = HTMLEscaping.attribute(image.alt.plainText)
    var attributes = ""
    if HTMLSanitizer.isSafeURL(image.source) {
      attributes += " src=\"\(HTMLEscaping.url(image.source))\""
    }
    attributes += " alt=\"\(alt)\""
    if !image.title.isEmpty { attributes += " title=\"\(HTMLEscaping.attribute(image.title))\"" }
    return "<img\(attributes) loading=\"lazy\">"
  }

  private mutating func footnoteReference(_ label: String) -> String {
    let key = label.lowercased()
    let number: Int
    if let index = footnoteOrder.firstIndex(of: key) {
      number = index + 1
    } else {
      footnoteOrder.append(key)
      number = footnoteOrder.count
    }
    let count = footnoteReferenceCount[key, default: 0] + 1
    footnoteReferenceCount[key] = count
    let id = count == 1 ? "fnref-\(number)" : "fnref-\(number)-\(count)"
    return "<sup class=\"footnote-ref\"><a href=\"#fn-\(number)\" id=\"\(id)\">\(number)</a></sup>"
  }

  static func isExternal(_ destination: String) -> Bool {
    let lowered = destination.lowercased()
    return lowered.hasPrefix("http://") || lowered.hasPrefix("https://") || lowered.hasPrefix("//")
  }
}

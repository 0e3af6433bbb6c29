import Foundation

/// Paths inside the generated site, and links between them.
enum SitePath {
  /// The href that leads from the page at `from` to the page at `to` (both site-relative, `/`-separated).
  static func href(from: String, to: String) -> String {
    var fromParts = from.split(separator: "/").map(String.init)
    fromParts.removeLast()  // the page's own file name
    var toParts = to.split(separator: "/").map(String.init)
    while let first = fromParts.first, let other = toParts.first, first == other, toParts.count > 1
    {
      fromParts.removeFirst()
      toParts.removeFirst()
    }
    let ups = Array(repeating: "..", count: fromParts.count)
    let href = (ups + toParts).map(percentEncoded).joined(separator: "/")
    // The same check as the notes' own links: a generated href can never carry a script.
    return HTMLSanitizer.isSafeURL(href) ? href : "#"
  }

  /// The relative prefix that leads from a page back to the site root (`"../"` for `ko/a.html`).
  static func rootPrefix(of page: String) -> String {
    String(repeating: "../", count: page.split(separator: "/").count - 1)
  }

  /// Percent-encodes what a URL path segment cannot hold (browsers show Korean and Chinese names decoded).
  static func percentEncoded(_ segment: String) -> String {
    let plain = segment.utf8.allSatisfy { byte in
      (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
    }
    if plain { return segment }
    var allowed = CharacterSet.urlPathAllowed
    // `:` too: a first segment holding one would read as a URL scheme (`javascript:`).
    allowed.remove(charactersIn: "/?#%:")
    return segment.addingPercentEncoding(withAllowedCharacters: allowed) ?? segment
  }

  /// Joins and normalises a relative path (`ko/a/../b.md` → `ko/b.md`); nil when it leaves the root.
  static func normalized(_ path: String) -> String? {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..":
        guard !parts.isEmpty else { return nil }
        parts.removeLast()
      default: parts.append(part)
      }
    }
    return parts.joined(separator: "/")
  }
}

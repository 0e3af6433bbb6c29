/// The check every address from the site's settings passes before a page links to it
/// (`docbuild.yml`'s `baseURL` and `editURL`, `--base-url`, `--edit-url`). Stricter than the
/// notes' links, since one value reaches every page, the canonical and alternate links and
/// `sitemap.xml`: an allow-list of schemes, `http` and `https`, and no way to disguise another —
/// no whitespace, control or invisible character anywhere (a URL never holds one), and no `&`
/// before the first `/`, `?` or `#` (where `&#58;` or `&colon;` could stand for the scheme's `:`).
enum SiteAddress {
  enum Use {
    /// `baseURL`: what page paths are appended to, so an absolute `http` or `https` address.
    case base
    /// `editURL`: a link; `http`, `https` or relative.
    case link
  }

  /// Why `address` cannot be used, or nil when it can.
  static func problem(_ address: String, for use: Use) -> String? {
    let expected =
      use == .base
      ? "an absolute http or https address (https://example.org/notes/)"
      : "an http or https address, or a relative one"
    let hidden = address.unicodeScalars.contains {
      $0.value <= 0x20 || $0.value == 0x7F || $0.properties.isWhitespace
        || $0.properties.generalCategory == .format
        || $0.properties.generalCategory == .control
    }
    let beforePath = address.prefix { !"/?#".contains($0) }
    guard !address.isEmpty, !hidden, !beforePath.contains("&") else {
      return "must be \(expected)"
    }
    let scheme = Self.scheme(of: address)
    switch (scheme, use) {
    case ("http"?, _), ("https"?, _):
      let rest = address.drop(while: { $0 != ":" }).dropFirst()
      return rest.hasPrefix("//") && rest.count > 2 ? nil : "must be \(expected)"
    case (nil, .link): return nil
    default: return "must be \(expected)"
    }
  }

  /// The lower-cased scheme, nil for a relative address (`a/b`, `/a`, `//host/a`, `?q`, `#f`).
  private static func scheme(of address: String) -> String? {
    guard let colon = address.firstIndex(of: ":") else { return nil }
    let scheme = address[..<colon]
    if scheme.contains(where: { "/?#".contains($0) }) { return nil }
    return scheme.lowercased()
  }
}

/// Escaping of text for HTML: every piece of note text or attribute value passes through here.
public enum HTMLEscaping {
  /// Escapes text content (`&`, `<`, `>`).
  public static func text(_ string: String) -> String {
    escape(string, quotes: false)
  }

  /// Escapes an attribute value for use between double quotes.
  public static func attribute(_ string: String) -> String {
    escape(string, quotes: true)
  }

  /// Escapes a URL for an `href` or `src` between double quotes. A backslash is percent-encoded:
  /// browsers read it as `/`, which would turn `\\host` into a link to another site.
  public static func url(_ string: String) -> String {
    attribute(
      string.split(separator: "\\", omittingEmptySubsequences: false).joined(separator: "%5C"))
  }

  private static func escape(_ string: String, quotes: Bool) -> String {
    // Most text needs no escaping: a scan of its bytes is far cheaper than rebuilding it.
    let needsEscaping = string.utf8.contains { byte in
      byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
        || byte == 0
        || (quotes && (byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")))
    }
    guard needsEscaping else { return string }
    var result = ""
    result.reserveCapacity(string.utf8.count)
    for scalar in string.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"" where quotes: result += "&quot;"
      case "'" where quotes: result += "&#39;"
      // NUL is never valid in HTML; the replacement character keeps the text visible.
      case "\u{0}": result += "\u{FFFD}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

/// Stable heading anchors that work for any script: letters and digits of every language are
/// kept (so Korean and Chinese headings get readable ids), ASCII is lower-cased, spaces become `-`,
/// punctuation is dropped. Repeated anchors on one page get `-1`, `-2`, ….
public struct HeadingAnchors {
  private var used: Set<String> = []

  public init() {}

  /// The anchor for a heading, unique on this page.
  public mutating func anchor(for title: String) -> String {
    let base = Self.slug(title)
    var candidate = base
    var counter = 0
    while used.contains(candidate) {
      counter += 1
      candidate = "\(base)-\(counter)"
    }
    used.insert(candidate)
    return candidate
  }

  /// The anchor a title gives on its own (before duplicates are numbered).
  public static func slug(_ title: String) -> String {
    var result = ""
    var pendingHyphen = false
    for scalar in title.unicodeScalars {
      if scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        || scalar.properties.generalCategory == .nonspacingMark || scalar == "_" || scalar == "-"
      {
        if pendingHyphen && !result.isEmpty { result += "-" }
        pendingHyphen = false
        if scalar.isASCII {
          result += String(scalar).lowercased()
        } else {
          result.unicodeScalars.append(scalar)
        }
      } else if scalar.properties.isWhitespace {
        pendingHyphen = true
      }
    }
    return result.isEmpty ? "section" : result
  }
}

/// Stable heading anchors that work for any script: letters and digits of every language are
/// kept (so Korean and Chinese headings get readable ids), ASCII is lower-cased, spaces become `-`,
/// punctuation is dropped. Repeated anchors on one page get `-1`, `-2`, ….
public struct HeadingAnchors {
  private var used: Set<String> = []
  /// Per slug, the last number given: the next duplicate starts there, so numbering n headings
  /// with one title costs n steps, not n² (a note of 20,000 equal headings stays fast).
  private var lastNumber: [String: Int] = [:]

  public init() {}

  /// The anchor for a heading, unique on this page.
  public mutating func anchor(for title: String) -> String {
    let base = Self.slug(title)
    var candidate = base
    var counter = lastNumber[base, default: 0]
    while used.contains(candidate) {
      counter += 1
      candidate = "\(base)-\(counter)"
    }
    lastNumber[base] = counter
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

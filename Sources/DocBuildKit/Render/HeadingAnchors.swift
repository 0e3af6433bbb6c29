/// Stable heading anchors that work for any script: letters and digits of every language are
/// kept (so Korean and Chinese headings get readable ids), ASCII is lower-cased, spaces become `-`,
/// punctuation is dropped. Repeated anchors on one page get `-1`, `-2`, ….
public struct HeadingAnchors {
  /// The slugs given as they are (a title's first heading).
  private var natural: Set<String> = []
  /// Per slug, the last number given: the next duplicate starts there, so numbering n headings
  /// with one title costs n steps, not n² (a note of 20,000 equal headings stays fast). Every
  /// `slug-k` up to it is taken: given to a duplicate, or skipped because a title's own slug.
  private var lastNumber: [String: Int] = [:]

  public init() {}

  /// The anchor for a heading, unique on this page. Duplicates share their slug's string: a page
  /// of many equal headings keeps one.
  public mutating func anchor(for title: String) -> HeadingAnchor {
    var base = Self.slug(title)
    if let known = lastNumber.index(forKey: base) { base = lastNumber.keys[known] }
    var candidate = HeadingAnchor(base: base, number: 0)
    var counter = lastNumber[base, default: 0]
    while isTaken(candidate) {
      counter += 1
      candidate = HeadingAnchor(base: base, number: counter)
    }
    lastNumber[base] = counter
    if candidate.number == 0 { natural.insert(base) }
    return candidate
  }

  /// Whether an anchor was given: as a slug of its own, or as `slug-k` to a duplicate (a number
  /// after the last `-`, written as numbers are, can only be that slug's).
  private func isTaken(_ anchor: HeadingAnchor) -> Bool {
    let text = anchor.text
    if natural.contains(text) { return true }
    guard let dash = text.lastIndex(of: "-") else { return false }
    let digits = text[text.index(after: dash)...]
    guard let number = Int(digits), number >= 1, String(number) == digits else { return false }
    return number <= lastNumber[String(text[..<dash]), default: 0]
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

/// A heading's anchor: its slug, numbered when the slug was given before on the page.
public struct HeadingAnchor: Hashable, Sendable {
  public var base: String
  /// 0 for the slug as it is; `n` for `slug-n`.
  public var number: Int {
    get { Int(storedNumber) }
    set { storedNumber = Int32(clamping: newValue) }
  }
  private var storedNumber: Int32

  public init(base: String, number: Int) {
    self.base = base
    storedNumber = Int32(clamping: number)
  }

  public var text: String { number == 0 ? base : "\(base)-\(number)" }
}

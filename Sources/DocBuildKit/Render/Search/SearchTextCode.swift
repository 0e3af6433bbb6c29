/// The search text with its repeats written as back-references (LZ77): a run of characters that
/// already occurred in the same file or part becomes U+007F, its distance back and its length
/// (two `CompactNumber`s), when that takes fewer bytes than the run. A literal U+007F is U+007F
/// with distance 0. Notes repeat their words, code and table rows, and the snippets' text was
/// about as large as the pages' own text; `docbuildAddText` in search-results.js reads it back.
/// Distances and lengths count Unicode scalars (JavaScript's `Array.from`), so any text survives.
struct SearchTextCode {
  static let marker: Unicode.Scalar = "\u{7F}"
  /// How far back a repeat is looked for, in scalars, and how many earlier places with the same
  /// first three scalars are compared: bounds the work per scalar.
  static let window = 32_768
  static let candidates = 16
  /// The longest run one back-reference stands for: bounds how far ahead the coder reads, so its
  /// memory is that of the window, however long a page's text is.
  static let longestRun = 4_096

  /// The scalars from place `base` on: the window behind the place being coded and the text
  /// read ahead of it. `head[hash]` is the last place its three scalars start at, and
  /// `previous[place - base]` the place before it with the same hash.
  private var kept: [Unicode.Scalar] = []
  private var base = 0
  private var head = [Int](repeating: -1, count: 1 << 16)
  private var previous: [Int] = []

  init() {}

  /// `text` encoded against everything encoded before it by this coder.
  mutating func encode(_ text: String) -> String {
    var code = String.UnicodeScalarView()
    var scalars = text.unicodeScalars.makeIterator()
    var at = base + kept.count
    var end = at
    while true {
      while end - at < Self.longestRun + 3, let scalar = scalars.next() {
        kept.append(scalar)
        end += 1
      }
      guard at < end else { break }
      let (distance, length) = longestRepeat(at: at, end: end)
      if length > 0, bytes(at..<at + length) > Self.tokenBytes(distance, length) {
        code.append(Self.marker)
        CompactNumber.append(distance, to: &code)
        CompactNumber.append(length, to: &code)
        for place in at..<at + length { remember(place, end: end) }
        at += length
      } else {
        let scalar = kept[at - base]
        code.append(scalar)
        if scalar == Self.marker { CompactNumber.append(0, to: &code) }
        remember(at, end: end)
        at += 1
      }
      slide(behind: at)
    }
    return String(code)
  }

  /// Forgets what lies more than a window behind `place`, a window at a time.
  private mutating func slide(behind place: Int) {
    guard place - base > 2 * Self.window else { return }
    let dropped = place - base - Self.window
    kept.removeFirst(dropped)
    previous.removeFirst(dropped)
    base += dropped
  }

  private func hash(at place: Int, end: Int) -> Int? {
    guard place + 3 <= end else { return nil }
    let a = Int(kept[place - base].value)
    let b = Int(kept[place - base + 1].value)
    let c = Int(kept[place - base + 2].value)
    return (a &* 961 &+ b &* 31 &+ c) & 0xFFFF
  }

  private mutating func remember(_ place: Int, end: Int) {
    guard let hash = hash(at: place, end: end) else {
      previous.append(-1)
      return
    }
    previous.append(head[hash])
    head[hash] = place
  }

  /// The longest earlier run equal to the text at `at` (distance back, length), or length 0.
  private func longestRepeat(at: Int, end: Int) -> (Int, Int) {
    guard let hash = hash(at: at, end: end) else { return (0, 0) }
    var best = (0, 0)
    var candidate = head[hash]
    var compared = 0
    while candidate >= base, at - candidate <= Self.window, compared < Self.candidates {
      var length = 0
      while at + length < end, length < Self.longestRun,
        kept[candidate + length - base] == kept[at + length - base]
      {
        length += 1
      }
      if length > best.1 { best = (at - candidate, length) }
      candidate = previous[candidate - base]
      compared += 1
    }
    return best
  }

  private func bytes(_ places: Range<Int>) -> Int {
    kept[(places.lowerBound - base)..<(places.upperBound - base)].reduce(0) {
      $0 + UTF8.width($1)
    }
  }

  private static func tokenBytes(_ distance: Int, _ length: Int) -> Int {
    1 + CompactNumber.digits(distance) + CompactNumber.digits(length)
  }
}

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

  /// Everything written so far; `head[hash]` is the last place its three scalars start at, and
  /// `previous[place]` the place before it with the same hash.
  private var history: [Unicode.Scalar] = []
  private var head = [Int](repeating: -1, count: 1 << 16)
  private var previous: [Int] = []

  init() {}

  /// `text` encoded against everything encoded before it by this coder.
  mutating func encode(_ text: String) -> String {
    var code = String.UnicodeScalarView()
    var at = history.count
    history.append(contentsOf: text.unicodeScalars)
    while at < history.count {
      let (distance, length) = longestRepeat(at: at)
      if length > 0, Self.bytes(history[at..<at + length]) > Self.tokenBytes(distance, length) {
        code.append(Self.marker)
        CompactNumber.append(distance, to: &code)
        CompactNumber.append(length, to: &code)
        for place in at..<at + length { remember(place) }
        at += length
      } else {
        code.append(history[at])
        if history[at] == Self.marker { CompactNumber.append(0, to: &code) }
        remember(at)
        at += 1
      }
    }
    return String(code)
  }

  private func hash(at place: Int) -> Int? {
    guard place + 3 <= history.count else { return nil }
    let a = Int(history[place].value)
    let b = Int(history[place + 1].value)
    let c = Int(history[place + 2].value)
    return (a &* 961 &+ b &* 31 &+ c) & 0xFFFF
  }

  private mutating func remember(_ place: Int) {
    while previous.count < place { previous.append(-1) }
    guard let hash = hash(at: place) else {
      previous.append(-1)
      return
    }
    previous.append(head[hash])
    head[hash] = place
  }

  /// The longest earlier run equal to the text at `at` (distance back, length), or length 0.
  private func longestRepeat(at: Int) -> (Int, Int) {
    guard let hash = hash(at: at) else { return (0, 0) }
    var best = (0, 0)
    var candidate = head[hash]
    var compared = 0
    while candidate >= 0, at - candidate <= Self.window, compared < Self.candidates {
      var length = 0
      while at + length < history.count, history[candidate + length] == history[at + length] {
        length += 1
      }
      if length > best.1 { best = (at - candidate, length) }
      candidate = previous[candidate]
      compared += 1
    }
    return best
  }

  private static func bytes(_ scalars: ArraySlice<Unicode.Scalar>) -> Int {
    scalars.reduce(0) { $0 + UTF8.width($1) }
  }

  private static func tokenBytes(_ distance: Int, _ length: Int) -> Int {
    1 + CompactNumber.digits(distance) + CompactNumber.digits(length)
  }
}

/// Numbers in the search files as base-32 digits, high digits first: the last digit from
/// `lastDigits` and the others from `leadingDigits`, so `57` is `Bp` and a reader knows where a
/// number ends without a separator. `docbuildNumber` in search-ranking.js reads them.
enum CompactNumber {
  /// The digits that end a number (their index is the digit's value).
  static let lastDigits = Array("0123456789abcdefghijklmnopqrstuv".unicodeScalars)
  /// The digits before the last one of a number.
  static let leadingDigits = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ_-.~!$".unicodeScalars)

  static func append(_ number: Int, to code: inout String.UnicodeScalarView) {
    var groups = [number & 31]
    var rest = number >> 5
    while rest > 0 {
      groups.append(rest & 31)
      rest >>= 5
    }
    for group in groups.dropFirst().reversed() { code.append(leadingDigits[group]) }
    code.append(lastDigits[groups[0]])
  }

  /// How many digits `number` takes.
  static func digits(_ number: Int) -> Int {
    var count = 1
    var rest = number >> 5
    while rest > 0 {
      count += 1
      rest >>= 5
    }
    return count
  }
}

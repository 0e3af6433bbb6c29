/// A term's postings as the index writes them: one string of base-32 digits, three numbers per
/// posting (the page less the posting before's page, the section, the count). Each number is
/// written high digits first, the last digit from `lastDigits` and the others from
/// `leadingDigits`, so `57` is `Bp`. A posting of a page near the one before takes three
/// characters, where the JSON array `57,3,1,` took seven: the index shrinks to about a third.
/// `docbuildPostings` in search-ranking.js reads it back.
enum PostingsCode {
  /// The digits that end a number (their index is the digit's value).
  static let lastDigits = Array("0123456789abcdefghijklmnopqrstuv".unicodeScalars)
  /// The digits before the last one of a number.
  static let leadingDigits = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ_-.~!$".unicodeScalars)

  /// The postings (ordered by page) as a JSON string literal.
  static func encode(_ postings: [SearchIndex.Posting]) -> String {
    var code = String.UnicodeScalarView()
    var page = 0
    for posting in postings {
      for number in [posting.page - page, posting.section, posting.count] {
        append(number, to: &code)
      }
      page = posting.page
    }
    return "\"" + String(code) + "\""
  }

  private static func append(_ number: Int, to code: inout String.UnicodeScalarView) {
    var groups = [number & 31]
    var rest = number >> 5
    while rest > 0 {
      groups.append(rest & 31)
      rest >>= 5
    }
    for group in groups.dropFirst().reversed() { code.append(leadingDigits[group]) }
    code.append(lastDigits[groups[0]])
  }
}

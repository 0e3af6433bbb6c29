/// A term's postings as the index writes them: one string of `CompactNumber`s, two or three per
/// posting: the page less the posting before's page, then the section and the count as
/// `section × 4 + count` when the count is 1 to 3, else `section × 4` followed by the count. A
/// posting of a page near the one before, with a small section and count, takes two characters,
/// where the JSON array `57,3,1,` took seven. `docbuildPostings` in search-ranking.js reads it.
enum PostingsCode {
  /// The postings, flat (page, section, count) triples ordered by page, as a JSON string literal.
  static func encode(_ postings: [Int32]) -> String {
    var code = String.UnicodeScalarView()
    var page = 0
    for index in stride(from: 0, to: postings.count - 2, by: 3) {
      let (posting, section, count) =
        (Int(postings[index]), Int(postings[index + 1]), Int(postings[index + 2]))
      CompactNumber.append(posting - page, to: &code)
      if (1...3).contains(count) {
        CompactNumber.append(section * 4 + count, to: &code)
      } else {
        CompactNumber.append(section * 4, to: &code)
        CompactNumber.append(count, to: &code)
      }
      page = posting
    }
    return "\"" + String(code) + "\""
  }
}

/// A term's postings as the index writes them: one string of `CompactNumber`s, two or three per
/// posting: the page less the posting before's page, then the section and the count as
/// `section × 4 + count` when the count is 1 to 3, else `section × 4` followed by the count. A
/// posting of a page near the one before, with a small section and count, takes two characters,
/// where the JSON array `57,3,1,` took seven. `docbuildPostings` in search-ranking.js reads it.
enum PostingsCode {
  /// The postings (ordered by page) as a JSON string literal.
  static func encode(_ postings: [SearchIndex.Posting]) -> String {
    var code = String.UnicodeScalarView()
    var page = 0
    for posting in postings {
      CompactNumber.append(posting.page - page, to: &code)
      if (1...3).contains(posting.count) {
        CompactNumber.append(posting.section * 4 + posting.count, to: &code)
      } else {
        CompactNumber.append(posting.section * 4, to: &code)
        CompactNumber.append(posting.count, to: &code)
      }
      page = posting.page
    }
    return "\"" + String(code) + "\""
  }
}

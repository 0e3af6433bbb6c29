/// A term's postings as the index writes them: one string of `CompactNumber`s, three per posting
/// (the page less the posting before's page, the section, the count). A posting of a page near
/// the one before takes three characters, where the JSON array `57,3,1,` took seven.
/// `docbuildPostings` in search-ranking.js reads it back.
enum PostingsCode {
  /// The postings (ordered by page) as a JSON string literal.
  static func encode(_ postings: [SearchIndex.Posting]) -> String {
    var code = String.UnicodeScalarView()
    var page = 0
    for posting in postings {
      for number in [posting.page - page, posting.section, posting.count] {
        CompactNumber.append(number, to: &code)
      }
      page = posting.page
    }
    return "\"" + String(code) + "\""
  }
}

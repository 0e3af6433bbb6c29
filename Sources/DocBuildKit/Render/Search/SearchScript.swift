/// The search scripts, dependency-free, from `Assets/` (embedded at build time). `tokenizer`
/// mirrors `SearchTokenizer.terms` and `ranking` answers a query over a `SearchIndex`; the tests
/// run both with node against the Swift side.
public enum SearchScript {
  /// `docbuildTerms(text)`: the same terms as `SearchTokenizer.terms`, in the same order.
  public static var tokenizer: String { EmbeddedAssets.searchTermsJs }

  /// `docbuildSearch(index, query)`: the pages that hold every term of the query, best first
  /// (query in the title, then in the linked section's heading, then by hits), as
  /// `{page, section, score, titleHits, headingHits}`. A word also matches longer words it begins
  /// (`bind` finds `binding`); a lone Hangul or Han character matches the bigrams that hold it.
  public static var ranking: String { EmbeddedAssets.searchRankingJs }

  /// `docbuildResultItems(query, base, limit, results?)`: the results as `<li>` elements (title, section,
  /// a snippet from `search-text.js`, the query's words marked; links carry `?h=query`), and
  /// `docbuildMarkWords`/`docbuildAppendMarked`, which site.js also uses on the page reached.
  public static var results: String { EmbeddedAssets.searchResultsJs }
}

/// Every example docbuild renders differently from cmark-gfm's own renderer, beyond the house
/// style `GFMSpecHouseStyle` takes off, each with the reason. None of them loses what the author
/// wrote. Ids are `commonmark N` (the CommonMark spec's example N) or `extensions N` (our
/// `Fixtures/gfm-extensions.json`).
enum GFMSpecDifferences {
  static let known: [String: String] = Dictionary(
    uniqueKeysWithValues: reasons.flatMap { reason, ids in ids.map { ($0, reason) } })

  private static let reasons: [(String, [String])] = [
    (
      "a note that starts with `---` opens its front matter",
      ["commonmark 96", "commonmark 98"]
    ),
    (
      "the code block's language class keeps only the letters, digits and `+-#_` of the info"
        + " string",
      ["commonmark 34", "commonmark 144"]
    ),
    (
      "an element GFM's tag filter shows as text (`<script>`, `<style>`, `<title>`, `<iframe>`)"
        + " is removed with its content when it is closed in its piece of HTML: a note never"
        + " runs code, restyles the page or embeds another one",
      [
        "commonmark 170", "commonmark 172", "commonmark 176", "commonmark 178",
        "extensions 21", "extensions 23", "extensions 25",
      ]
    ),
    (
      "a raw-text element never closed in its piece of HTML is shown as text, as GFM's tag filter"
        + " shows it, and its end tag, alone in a later piece, is dropped rather than shown",
      ["commonmark 171", "extensions 26"]
    ),
    (
      "comments, processing instructions, declarations and CDATA are not written: a reader sees"
        + " none of them (a processing instruction or CDATA section ends at its first `>`, as in"
        + " a browser)",
      [
        "commonmark 177", "commonmark 179", "commonmark 180", "commonmark 181", "commonmark 182",
        "commonmark 183", "commonmark 308", "commonmark 309", "commonmark 627", "commonmark 628",
        "commonmark 629",
      ]
    ),
    (
      "URLs are written as the author typed them (a browser percent-encodes spaces, quotes and"
        + " non-ASCII itself when it follows the link); only `\\` is encoded",
      [
        "commonmark 32", "commonmark 33", "commonmark 195", "commonmark 206", "commonmark 346",
        "commonmark 489", "commonmark 503", "commonmark 504", "commonmark 507", "commonmark 526",
        "commonmark 538", "commonmark 603",
      ]
    ),
    (
      "a `\\` in a raw-HTML `href` is percent-encoded as in a Markdown link: browsers read it"
        + " as `/`, which can point the link at another site",
      ["commonmark 21", "commonmark 631", "commonmark 643"]
    ),
    (
      "a column's alignment is a class on the table (`left-1 center-3`) that style.css sets,"
        + " not an `align` on every cell",
      ["extensions 2"]
    ),
    (
      "an attribute whose name does not start with a letter (`_boolean`) is dropped by the"
        + " sanitiser",
      ["commonmark 616"]
    ),
  ]
}

/// A note with everything the site decides about it: language, output page, place in the order.
struct PlannedPage: Sendable {
  var document: Document
  var language: Language
  /// The page's path in the site (`ko/state.html`).
  var output: String
  /// Notes with the same key in different languages are translations of each other.
  var translationKey: String
  /// The day shown as "last updated": front matter's `date`, else the note's last commit.
  var updated: String?
}

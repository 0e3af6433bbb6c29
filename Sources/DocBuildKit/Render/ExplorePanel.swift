/// The markup of an explorable preview, under an example's run: only the button that makes a live
/// copy of the screen. site.js builds the panes beside it, in the page's words
/// (`ExploreData.words`), the first time the reader opens it, and fills them from the page's
/// exploration data as the reader uses the screen's controls: a page carries no empty panes for
/// the many readers who never explore. Hidden without JavaScript.
enum ExplorePanel {
  /// `id` names the example's entry in the page's data.
  static func html(id: String, language: Language) -> String {
    "<div class=\"explore\" data-explore=\"\(HTMLEscaping.attribute(id))\" hidden>"
      + "<button type=\"button\" class=\"explore-toggle\" aria-pressed=\"false\">"
      + HTMLEscaping.text(UIString.explore.text(in: language)) + "</button></div>"
  }
}

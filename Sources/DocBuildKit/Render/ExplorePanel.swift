/// The markup of an explorable preview, under an example's run: a button that makes a live copy
/// of the screen, and the panes site.js fills from the page's exploration data
/// (`ExploreData`, which also holds the words the script draws) as the reader uses the screen's
/// controls. Hidden without JavaScript, and inert until the reader chooses to explore: until then
/// nothing in it is in the tab order.
enum ExplorePanel {
  /// `id` names the example's entry in the page's data.
  static func html(id: String, language: Language) -> String {
    func text(_ string: UIString) -> String { HTMLEscaping.text(string.text(in: language)) }
    func attribute(_ string: UIString) -> String {
      HTMLEscaping.attribute(string.text(in: language))
    }
    return "<div class=\"explore\" data-explore=\"\(HTMLEscaping.attribute(id))\""
      + " data-unexplored=\"\(attribute(.notExplored))\" hidden>"
      + "<button type=\"button\" class=\"explore-toggle\" aria-pressed=\"false\">"
      + text(.explore) + "</button>"
      + "<div class=\"run-step-body explore-panel\" hidden inert>"
      + "<div class=\"preview explore-screen\" inert title=\"\(attribute(.preview))\"></div>"
      + "<div class=\"run-step-details explore-details\">"
      + "<p class=\"explore-status\" role=\"status\"></p>"
      // What an action led to, told to screen readers without moving their focus.
      + "<p class=\"explore-announcement\" aria-live=\"polite\"></p>"
      + "<div class=\"explore-actions\">"
      + "<button type=\"button\" class=\"explore-restart\">" + text(.startOver) + "</button>"
      // Shown while the screen has a refreshable view whose refresh was explored.
      + "<button type=\"button\" class=\"explore-refresh\" hidden>" + text(.pullToRefresh)
      + "</button></div>"
      + "<pre class=\"console explore-console\" aria-label=\"\(attribute(.console))\"></pre>"
      + "<p class=\"bodies explore-bodies\">" + text(.bodiesThatRan) + ": <span></span></p>"
      + "</div></div></div>"
  }
}

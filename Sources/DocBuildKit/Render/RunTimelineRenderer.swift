import EngineInterface

/// An example's run as one timeline: the list of steps (first render, then each scenario step) and
/// each step's screen, console lines, objects created and destroyed, and the view tree with the
/// bodies that ran highlighted. Without JavaScript every step is shown, one after the other; with
/// it (site.js) the step list becomes tabs that show one step at a time.
enum RunTimelineRenderer {
  static func html(_ report: RunReport, scenario: Scenario, language: Language) -> String {
    let titles = report.steps.indices.map { index in
      index == 0
        ? UIString.firstRender.text(in: language)
        : (index - 1 < scenario.steps.count
          ? StepTitle.text(scenario.steps[index - 1].action, in: language)
          : report.steps[index].step)
    }
    let tree = ViewTree(report.steps.flatMap { $0.bodies.map(\.path) })
    var html = ""
    if report.steps.count > 1 {
      html +=
        "<div class=\"timeline\" role=\"tablist\" aria-label=\""
        + HTMLEscaping.attribute(UIString.steps.text(in: language)) + "\">"
      for (index, title) in titles.enumerated() {
        html +=
          "<button type=\"button\" role=\"tab\" class=\"timeline-step\">"
          + "<span class=\"timeline-number\">\(index + 1)</span>" + HTMLEscaping.text(title)
          + "</button>"
      }
      html += "</div>"
    }
    html += "<ol class=\"run-steps\">"
    for (index, step) in report.steps.enumerated() {
      html += "<li class=\"run-step\">"
      html +=
        "<p class=\"run-step-title\"><span class=\"timeline-number\">\(index + 1)</span><strong>"
        + HTMLEscaping.text(titles[index]) + "</strong></p><div class=\"run-step-body\">"
      if !step.snapshot.isEmpty {
        // A picture of the screen: `inert` keeps its controls out of the tab order and away
        // from assistive technology, which reads the console and the bodies instead.
        html +=
          "<div class=\"preview\" inert title=\""
          + HTMLEscaping.attribute(UIString.preview.text(in: language))
          + "\">" + PreviewMarkup.html(step.snapshot) + "</div>"
      }
      html += "<div class=\"run-step-details\">"
      if let label = step.disabledControl {
        let quoted = QuotedStringScanner.quote(label)
        html +=
          "<p class=\"run-step-note\">"
          + HTMLEscaping.text(
            UIString.disabledControl.text(in: language).replacing("{label}", with: quoted))
          + "</p>"
      }
      if !step.console.isEmpty {
        html +=
          "<pre class=\"console\" aria-label=\""
          + HTMLEscaping.attribute(UIString.console.text(in: language))
          + "\">" + HTMLEscaping.text(step.console.joined(separator: "\n")) + "</pre>"
      }
      html += names(.bodiesThatRan, step.bodies.map(\.view), language: language, always: true)
      html += tree.html(ran: Set(step.bodies.map(\.path)))
      html += names(.objectsCreated, step.created, language: language, always: false)
      html += names(.objectsDestroyed, step.destroyed, language: language, always: false)
      html += "</div></div></li>"
    }
    return html + "</ol>"
  }

  /// A labelled list of type names (`Bodies that ran: A, B`); empty lists show "—" or nothing.
  private static func names(_ label: UIString, _ names: [String], language: Language, always: Bool)
    -> String
  {
    guard always || !names.isEmpty else { return "" }
    let list =
      names.isEmpty
      ? "—" : names.map { "<code>" + HTMLEscaping.text($0) + "</code>" }.joined(separator: ", ")
    return "<p class=\"bodies\">" + HTMLEscaping.text(label.text(in: language)) + ": " + list
      + "</p>"
  }
}

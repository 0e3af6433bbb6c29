/// The HTML under a Swift block: what its run printed, which bodies ran and the UI after each
/// step, or why it was not run; and its problems as an error callout.
enum ExampleResultRenderer {
  /// `completion`: the code as compiled when docbuild completed the block (elisions left out, a
  /// fragment wrapped); the page says so and shows it on request.
  static func html(
    _ outcome: ExampleOutcome, scenario: Scenario, problems: [Diagnostic],
    completion: String? = nil, language: Language
  ) -> String? {
    var html: String
    switch outcome {
    case .ignored:
      return nil
    case .notRun(let reason):
      html = status(.notRun, detail: reason.text(in: language), language: language)
    case .compiledOnly:
      html = status(.compiledOnly, detail: nil, language: language)
    case .ran(let report, let matched):
      // A checked example says so; an unchecked one just shows what it did.
      html = matched == true ? status(.passed, detail: nil, language: language) : ""
      html += steps(report, scenario: scenario, language: language)
    case .failed(let report):
      // What went wrong is in the error callout below, as the compiler or the check said it.
      html = status(.failed, detail: nil, language: language)
      if let report { html += steps(report, scenario: scenario, language: language) }
    }
    if let completion {
      html =
        "<details class=\"run-completed\"><summary>"
        + HTMLEscaping.text(UIString.completed.text(in: language)) + "</summary><pre><code>"
        + HTMLEscaping.text(completion) + "</code></pre></details>" + html
    }
    if !problems.isEmpty {
      html +=
        "<aside class=\"callout callout-error\"><p class=\"callout-title\">"
        + HTMLEscaping.text(UIString.failed.text(in: language)) + "</p>"
      for problem in problems {
        let location = problem.range.map { "\($0.start.line):\($0.start.column): " } ?? ""
        html += "<p>" + HTMLEscaping.text(location + problem.message) + "</p>"
        if !problem.notes.isEmpty {
          html +=
            "<pre class=\"diff\">" + problem.notes.map(diffLine).joined(separator: "\n") + "</pre>"
        }
      }
      html += "</aside>"
    }
    return "<div class=\"run\">" + html + "</div>"
  }

  private static func status(_ word: UIString, detail: String?, language: Language) -> String {
    var html =
      "<p class=\"run-status\"><strong>" + HTMLEscaping.text(word.text(in: language)) + "</strong>"
    if let detail { html += " — " + HTMLEscaping.text(detail) }
    return html + "</p>"
  }

  private static func steps(_ report: RunReport, scenario: Scenario, language: Language) -> String {
    var html = ""
    for (index, step) in report.steps.enumerated() {
      let title =
        index == 0
        ? UIString.firstRender.text(in: language)
        : (index - 1 < scenario.steps.count ? scenario.steps[index - 1].description : step.step)
      html +=
        "<section class=\"run-step\"><p class=\"run-step-title\"><strong>"
        + HTMLEscaping.text(title) + "</strong></p>"
      if !step.console.isEmpty {
        html +=
          "<pre class=\"console\" aria-label=\""
          + HTMLEscaping.attribute(UIString.console.text(in: language))
          + "\">" + HTMLEscaping.text(step.console.joined(separator: "\n")) + "</pre>"
      }
      html += names(.bodiesThatRan, step.bodies.map(\.view), language: language, always: true)
      html += names(.objectsCreated, step.created, language: language, always: false)
      html += names(.objectsDestroyed, step.destroyed, language: language, always: false)
      if !step.snapshot.isEmpty {
        html +=
          "<div class=\"preview\" aria-label=\""
          + HTMLEscaping.attribute(UIString.preview.text(in: language))
          + "\">" + HTMLSanitizer.sanitize(step.snapshot) + "</div>"
      }
      html += "</section>"
    }
    return html
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

  private static func diffLine(_ line: String) -> String {
    let escaped = HTMLEscaping.text(line)
    if line.hasPrefix("+") && !line.hasPrefix("+++") { return "<ins>" + escaped + "</ins>" }
    if line.hasPrefix("-") && !line.hasPrefix("---") { return "<del>" + escaped + "</del>" }
    return escaped
  }
}

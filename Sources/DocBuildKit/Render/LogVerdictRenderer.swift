import EngineInterface
import Foundation

/// What the run of a log's program says about it, under the log, in the page's language: the
/// actions after which the run prints it with the lines it matched, or the closest run's diff.
enum LogVerdictRenderer {
  static func html(_ verdict: LogVerdict, language: Language) -> String {
    let text: String
    var badge = UIString.notRun
    var kind = "not-run"
    var lines: [String] = []
    switch verdict {
    case .reproduced(let reproduction, _):
      (badge, kind) = (.passed, "passed")
      text = UIString.logReproduced.text(in: language)
        .replacingOccurrences(of: "{actions}", with: describe(reproduction.actions, language))
      lines = reproduction.matched.map { " " + $0 }
    case .contradicted(let closest, let diff, let search, let hints):
      (badge, kind) = (.failed, "failed")
      let notReproduced = UIString.logNotReproduced.text(in: language)
        .replacingOccurrences(of: "{n}", with: String(search.maximumActions))
        .replacingOccurrences(of: "{actions}", with: describe(closest, language))
      // Said first: why no run could print the log, before where the closest one differs.
      text = hints.map { $0.text(in: language) + " " }.joined() + notReproduced
      lines = diff
    case .debuggerTranscript: text = UIString.debuggerTranscript.text(in: language)
    case .crashLog: text = UIString.crashLog.text(in: language)
    case .programNotRun: text = UIString.logProgramNotRun.text(in: language)
    }
    var html =
      "<div class=\"run run-log\"><p class=\"run-status\"><span class=\"status-badge status-\(kind)\">"
      + HTMLEscaping.text(badge.text(in: language)) + "</span> " + HTMLEscaping.text(text) + "</p>"
    if !lines.isEmpty {
      html += "<pre class=\"diff\">" + lines.map(line).joined(separator: "\n") + "</pre>"
    }
    return html + "</div>"
  }

  private static func describe(_ actions: [ExploredAction], _ language: Language) -> String {
    actions.isEmpty
      ? UIString.firstRender.text(in: language)
      : actions.map(\.scenarioLine).joined(separator: ", ")
  }

  private static func line(_ line: String) -> String {
    let escaped = HTMLEscaping.text(line)
    if line.hasPrefix("+") { return "<ins>" + escaped + "</ins>" }
    if line.hasPrefix("-") { return "<del>" + escaped + "</del>" }
    return escaped
  }
}

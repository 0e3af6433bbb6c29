import Foundation

/// An expected-output block: what a run must print, and optionally which bodies ran, per step.
///
/// ````markdown
/// ```output
/// type:StateObject id:{int} init
/// -- tap "刷新"
/// bodies: Test1, CountViewObserved
/// type:Observed id:{int} init
/// ...
/// ```
/// ````
///
/// - Without `--` headers, the lines are the console lines of the whole run (first render, then each
///   step in order).
/// - With headers, `-- <step>` starts the part of a step, written exactly as in the scenario
///   (`-- first render` for the first render); lines before any header belong to the first render.
///   Every step is then checked: a step without a part must print nothing.
/// - `bodies: A, B` states exactly which view bodies ran in that part's step (`bodies: none` for none);
///   without it bodies are not checked.
/// - `shows: …`, `hides: …`, `sheet: shows …`, `toggle Label: on` check the step's screen (see
///   `ScreenCheck`); without headers, the screen after the last step.
/// - Lines match exactly after trimming trailing spaces; `...` matches any number of lines; `{int}`,
///   `{hex}`, `{word}` and `{any}` match varying values inside a line (see `LinePattern`).
/// - A line that starts with `\` is the rest of it, literally, and never any of the above.
/// - `output unordered` compares each part's console lines as multisets.
public struct ExpectedOutput: Hashable, Sendable {
  public struct Line: Hashable, Sendable {
    public var text: String
    public var noteLine: Int
  }

  public struct Part: Hashable, Sendable {
    /// The step's scenario line (normalised); `nil` for the first render, or the whole run without headers.
    public var step: String?
    public var headerLine: Int?
    public var lines: [Line] = []
    /// Type names of the bodies that must have run; `nil` when not stated.
    public var bodies: Set<String>?
    public var bodiesLine: Int?
    public var screenChecks: [ScreenCheck] = []
  }

  public var isUnordered: Bool
  public var hasHeaders: Bool
  /// The first render's part first (possibly empty), then one per header, in order.
  public var parts: [Part]
  /// Where the block's content starts, for diagnostics about an empty block.
  public var firstLine: Int

  public var statesBodies: Bool { parts.contains { $0.bodies != nil } }

  public static func isOutputBlock(_ codeBlock: CodeBlock) -> Bool {
    codeBlock.isFenced && codeBlock.language == "output"
  }

  public static func parse(_ codeBlock: CodeBlock, path: String) -> (ExpectedOutput, [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    func report(_ severity: Diagnostic.Severity, _ id: String, _ message: String, line: Int) {
      diagnostics.append(
        Diagnostic(severity, id: id, message, path: path, range: SourceRange(lines: line, line)))
    }

    var isUnordered = false
    for word in codeBlock.attributes {
      if word == "unordered" {
        isUnordered = true
      } else {
        report(
          .warning, "output.unknown-attribute", "unknown output attribute `\(word)`",
          line: codeBlock.range.start.line)
      }
    }

    var parts = [Part(step: nil, headerLine: nil)]
    var current = 0
    for (index, rawLine) in codeBlock.code.blockLines.enumerated() {
      let noteLine = codeBlock.firstCodeLine + index
      let text = String(rawLine.trimmingTrailingWhitespace)
      if text.hasPrefix("\\") {
        parts[current].lines.append(Line(text: text, noteLine: noteLine))
      } else if text.hasPrefix("-- ") || text == "--" {
        let stepText = text.dropFirst(2).drop(while: { $0 == " " })
        if stepText == "first render" {
          current = 0
          parts[0].headerLine = noteLine
          continue
        }
        switch ScenarioStep.parse(stepText) {
        case .success(let action?):
          parts.append(Part(step: action.scenarioLine, headerLine: noteLine))
          current = parts.count - 1
        case .success(nil), .failure:
          report(
            .error, "output.bad-header",
            "`--` starts a step's part: expected `-- first render` or a scenario line such as `-- tap \"+1\"`",
            line: noteLine)
        }
      } else if text.hasPrefix("bodies:") {
        guard parts[current].bodies == nil else {
          report(.error, "output.duplicate-bodies", "a part states its bodies once", line: noteLine)
          continue
        }
        let list = text.dropFirst("bodies:".count).trimmingCharacters(in: .whitespaces)
        parts[current].bodies =
          list == "none"
          ? []
          : Set(
            list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
              !$0.isEmpty
            })
        parts[current].bodiesLine = noteLine
      } else if let check = ScreenCheck.parse(text, noteLine: noteLine) {
        // Spaces a text was meant to end in would be lost without a word.
        if case .text(let address, _, _) = check.claim, !address.isQuoted, address.view == nil,
          address.index == nil, text.count < rawLine.count
        {
          report(
            .warning, "output.trimmed-check",
            "the spaces after `\(address.label)` are removed, as at the end of every line: "
              + "quote the text to keep them (`\"\(address.label) \"`)",
            line: noteLine)
        }
        parts[current].screenChecks.append(check)
      } else {
        parts[current].lines.append(Line(text: text, noteLine: noteLine))
      }
    }
    return (
      ExpectedOutput(
        isUnordered: isUnordered, hasHeaders: parts.count > 1, parts: parts,
        firstLine: codeBlock.firstCodeLine),
      diagnostics
    )
  }
}

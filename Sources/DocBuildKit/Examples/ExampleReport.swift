import EngineInterface

/// Every Swift block of a build with what happened to it and why, one line each
/// (`ko/01-state.md:12: not run (excerpt): uses `Book`, which the note never declares`): what
/// `--explain` prints, so the reasons can be counted over any folder of notes.
enum ExampleReport {
  static func lines(_ byNote: [String: [Int: EvaluatedExample]]) -> [String] {
    byNote.keys.sorted().flatMap { path in
      blocks(byNote[path]!).map { line, block in
        "\(path):\(line): "
          + (block.example.map(describe) ?? block.log?.explanation ?? "")
      }
    }
  }

  /// The same blocks as structured entries, for `--report`.
  static func entries(_ byNote: [String: [Int: EvaluatedExample]]) -> [ReportedExample] {
    byNote.keys.sorted().flatMap { path in
      blocks(byNote[path]!).map { line, block in
        let search = block.log?.search.map {
          ReportedLogSearch(
            sequences: $0.sequences, maximumActions: $0.maximumActions, exhaustive: $0.exhaustive)
        }
        guard let evaluated = block.example else {
          // An output block that actions print satisfies its program's check; a log is not run.
          let isOutput = block.program?.example.example.outputBlock?.range.start.line == line
          return ReportedExample(
            note: path, line: line, status: isOutput ? "passed" : "not-run",
            reason: isOutput
              ? "expected output without a scenario: printed after actions"
              : "console log: a log fenced as text",
            log: block.log?.explanation, logSearch: search)
        }
        let exploration = exploration(evaluated.outcome)
        return ReportedExample(
          note: path, line: line, status: status(evaluated.outcome),
          reason: reason(evaluated), seconds: evaluated.seconds, cached: evaluated.cached,
          exploredStates: exploration?.states.count, exploreSeconds: exploration?.seconds,
          log: block.log?.explanation, logSearch: search,
          contextVersion: evaluated.example.entry.contextVersion.map {
            ReportedContextVersion(number: $0.number, line: $0.line, names: $0.names)
          }, ranInExample: evaluated.ranInExample,
          peerRuns: evaluated.peerRuns.isEmpty
            ? nil
            : evaluated.peerRuns.map {
              ReportedPeerRun(view: $0.view, status: status($0.outcome), reason: peerReason($0))
            },
          peerViewsNotRun: PeerRootChoice(evaluated.example.entry).map(PeerRun.skipped).flatMap {
            $0.isEmpty ? nil : $0
          })
      }
    }
  }

  /// A note's blocks in order: its Swift blocks, and the logs fenced as text after them (and
  /// output blocks that actions print).
  /// `program`: for a log fenced as text, the block it follows.
  private static func blocks(_ evaluated: [Int: EvaluatedExample]) -> [(
    line: Int, (example: EvaluatedExample?, log: LogVerdict?, program: EvaluatedExample?)
  )] {
    var blocks: [Int: (example: EvaluatedExample?, log: LogVerdict?, program: EvaluatedExample?)] =
      evaluated.mapValues { ($0, $0.logVerdict, nil) }
    for example in evaluated.values {
      for (line, verdict) in example.logsAfter { blocks[line] = (nil, verdict, example) }
    }
    return blocks.keys.sorted().map { ($0, blocks[$0]!) }
  }

  /// The run's exploration, when its preview is explorable.
  private static func exploration(_ outcome: ExampleOutcome) -> ExplorationReport? {
    guard case .ran(let report, _) = outcome, report.exploration?.isExplorable == true
    else { return nil }
    return report.exploration
  }

  /// Why a peer run was not run or failed, as `--explain` says it.
  private static func peerReason(_ peer: PeerRun) -> String? {
    switch peer.outcome {
    case .notRun, .failed, .ran(_, false): peerOutcome(peer)
    case .ran, .compiledOnly, .ignored: nil
    }
  }

  private static func status(_ outcome: ExampleOutcome) -> String {
    switch outcome {
    case .ignored: "ignored"
    case .notRun: "not-run"
    case .compiledOnly: "compiled-only"
    case .ran(_, let matched?): matched ? "passed" : "failed"
    case .ran(_, nil): "ran"
    case .failed: "failed"
    }
  }

  /// Why a block was not run (`excerpt: uses …`) or failed (`compile error: 12:5: …`); nil when
  /// it ran as expected, was compiled only or ignored.
  private static func reason(_ evaluated: EvaluatedExample) -> String? {
    switch evaluated.outcome {
    case .notRun(let reason):
      return "\(reason.kind): " + reason.text(in: .en)
    case .ran(_, false), .failed:
      let first = evaluated.problems.first { $0.severity == .error }
      return failureKind(evaluated.problems)
        + (first.map {
          ": " + ($0.range.map { "\($0.start.line):\($0.start.column): " } ?? "") + $0.message
        } ?? "")
    case .compiledOnly:
      return evaluated.claimedCompileError.map(claimedFailure)
        ?? evaluated.ranInExample.map(ranInExample)
    case .ran, .ignored:
      return nil
    }
  }

  private static func describe(_ evaluated: EvaluatedExample) -> String {
    if let verdict = evaluated.logVerdict { return verdict.explanation }
    let entry = evaluated.example.entry
    let completed = (entry.completion != nil ? " (completed)" : "") + version(entry)
    switch evaluated.outcome {
    case .ignored: return "ignored"
    case .notRun(let reason):
      return "not run (\(reason.kind))" + version(entry) + ": " + reason.text(in: .en)
    case .compiledOnly:
      if let error = evaluated.claimedCompileError {
        return "compiled only" + completed + ": " + claimedFailure(error)
      }
      guard let host = evaluated.ranInExample else {
        return "compiled only" + completed + claimedButCompiled(evaluated)
      }
      return ranInExample(host) + completed
    case .ran(_, let matched) where matched != false:
      return "run" + completed + launched(entry) + throughView(entry) + built(entry)
        + chosen(entry) + peers(evaluated) + claimedButCompiled(evaluated)
    case .ran, .failed:
      // "compile error: 12:5: …" → "failed (compile error) (completed): 12:5: …"
      let kind = failureKind(evaluated.problems)
      return "failed (\(kind))" + completed + String(reason(evaluated)!.dropFirst(kind.count))
    }
  }

  /// A block the note's prose says does not compile (`CompileFailClaim`), and that does not.
  private static func claimedFailure(_ error: String) -> String {
    "does not compile, as the note says: " + error
  }

  /// "; the note says it does not compile, but it compiles" (line 12 says so).
  private static func claimedButCompiled(_ evaluated: EvaluatedExample) -> String {
    guard let claim = evaluated.example.example.compileFailClaim else { return "" }
    return "; the note says it does not compile (line \(claim.line)), but it compiles"
  }

  /// A block with nothing to run of its own whose declarations an example's run used.
  private static func ranInExample(_ line: Int) -> String {
    "ran as part of the example at line \(line)"
  }

  /// " [context 2: line 30 declares `ChildView` again]": the version of the page's context the
  /// block compiled against, when not the first.
  private static func version(_ entry: Notebook.Entry) -> String {
    guard let version = entry.contextVersion else { return "" }
    let names = version.names.codeList
    return " [context \(version.number): line \(version.line) declares \(names) again]"
  }

  /// "; launched by the page's app `MyApp` (line 70)", which builds the block's view.
  private static func launched(_ entry: Notebook.Entry) -> String {
    guard let app = entry.launchingApp else { return "" }
    return "; launched by the page's app `\(app.name)`" + (app.line.map { " (line \($0))" } ?? "")
  }

  /// "; ran through the page's `ContentView` (line 110), which builds it": an earlier copy of a
  /// view, mounted through the later view that builds it.
  private static func throughView(_ entry: Notebook.Entry) -> String {
    guard let view = entry.buildingView else { return "" }
    return "; ran through the page's `\(view.name)`" + (view.line.map { " (line \($0))" } ?? "")
      + ", which builds it"
  }

  /// "; ran with the first value the note builds: `User(id: 0)` (line 9)", when the note builds
  /// the root only from values it gets elsewhere.
  private static func built(_ entry: Notebook.Entry) -> String {
    let values = entry.rootValues.filter(\.isBuiltInPlace)
    guard !values.isEmpty else { return "" }
    return "; ran with the first value the note builds: "
      + values.map { "`\($0.expression)` (line \($0.line))" }.joined(separator: ", ")
  }

  /// "; ran with values docbuild chose: `count: 0`", when the note never builds the root
  /// ("…chose for what the note's call leaves out: …" when its call omits them).
  private static func chosen(_ entry: Notebook.Entry) -> String {
    guard !entry.chosenRootValues.isEmpty else { return "" }
    return "; ran with values docbuild chose"
      + (entry.completesRootCall ? " for what the note's call leaves out: " : ": ")
      + entry.chosenRootValues.codeList
  }

  /// The block's views that nothing uses, each run as its own root, and those beyond the limit:
  /// "; each view nothing uses ran as its own root: `B` (the block's run, the last declared), `A`
  /// ran"; for a block's several previews, "; each preview ran on its own: …".
  private static func peers(_ evaluated: EvaluatedExample) -> String {
    guard let choice = PeerRootChoice(evaluated.example.entry) else { return "" }
    let runs = evaluated.peerRuns.map { "`\($0.view)` " + peerOutcome($0) }
    let skipped = PeerRun.skipped(choice)
    guard !choice.arePreviews else {
      return "; each preview ran on its own: `\(choice.ran)` (the block's run)"
        + runs.map { ", " + $0 }.joined()
        + (skipped.isEmpty ? "" : "; \(skipped.count) more not run")
    }
    let why = choice.byName ? "by its name" : "the last declared"
    return "; each view nothing uses ran as its own root: `\(choice.ran)` (the block's run, \(why))"
      + runs.map { ", " + $0 }.joined()
      + (skipped.isEmpty
        ? ""
        : "; \(skipped.count) more not run ("
          + skipped.map { "`root=\($0)`" }.joined(separator: " or ") + " on the fence runs one)")
  }

  /// "ran", "failed (run error): …", "not run (root needs arguments): …".
  private static func peerOutcome(_ peer: PeerRun) -> String {
    switch peer.outcome {
    case .ran(_, let matched) where matched != false: return "ran"
    case .notRun(let reason): return "not run (\(reason.kind)): " + reason.text(in: .en)
    case .compiledOnly: return "compiled only"
    case .ignored: return "ignored"
    case .ran, .failed:
      let first = peer.problems.first { $0.severity == .error }
      return "failed (\(failureKind(peer.problems)))" + (first.map { ": " + $0.message } ?? "")
    }
  }

  /// The summary's word for why a block failed, from its first error.
  static func failureKind(_ problems: [Diagnostic]) -> String {
    switch problems.first(where: { $0.severity == .error })?.id {
    case "example.compile", "example.misplaced-modifier": "compile error"
    case "example.compile-fail-message", "example.compiled": "compile_fail"
    case "scenario.impossible": "scenario step"
    case "output.mismatch": "output mismatch"
    case "example.failed": "run error"
    default: "other"
    }
  }
}

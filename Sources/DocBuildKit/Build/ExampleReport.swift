/// Every Swift block of a build with what happened to it and why, one line each
/// (`ko/01-state.md:12: not run (excerpt): uses `Book`, which the note never declares`): what
/// `--explain` prints, so the reasons can be counted over any folder of notes.
enum ExampleReport {
  static func lines(_ byNote: [String: [Int: ExampleStage.Evaluated]]) -> [String] {
    byNote.keys.sorted().flatMap { path in
      byNote[path]!.keys.sorted().map { line in
        "\(path):\(line): " + describe(byNote[path]![line]!)
      }
    }
  }

  private static func describe(_ evaluated: ExampleStage.Evaluated) -> String {
    let completed = evaluated.example.entry.completion != nil ? " (completed)" : ""
    switch evaluated.outcome {
    case .ignored: return "ignored"
    case .notRun(let reason): return "not run (\(reason.kind)): " + reason.text(in: .en)
    case .compiledOnly: return "compiled only" + completed
    case .ran(_, let matched) where matched != false: return "run" + completed
    case .ran, .failed:
      let first = evaluated.problems.first { $0.severity == .error }
      return "failed (\(failureKind(evaluated.problems)))" + completed
        + (first.map {
          ": " + ($0.range.map { "\($0.start.line):\($0.start.column): " } ?? "") + $0.message
        } ?? "")
    }
  }

  /// The summary's word for why a block failed, from its first error.
  static func failureKind(_ problems: [Diagnostic]) -> String {
    switch problems.first(where: { $0.severity == .error })?.id {
    case "example.compile": "compile error"
    case "example.compile-fail-message", "example.compiled": "compile_fail"
    case "scenario.impossible": "scenario step"
    case "output.mismatch": "output mismatch"
    case "example.failed": "run error"
    default: "other"
    }
  }
}

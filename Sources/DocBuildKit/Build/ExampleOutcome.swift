/// What became of one Swift block of a page, as the page shows it and the summary counts it.
enum ExampleOutcome: Hashable, Sendable {
  /// `ignore`: shown only.
  case ignored
  /// Not run, with the reason (an API listing, a console log, a fragment without context…) and
  /// the kind of block it is, as the summary counts it.
  case notRun(reason: String, kind: String)
  /// Type-checked and not run (`no_run`, no root view), or a `compile_fail` that failed as it should.
  case compiledOnly
  /// Ran; `report` holds every step.
  case ran(report: RunReport, expectedMatched: Bool?)
  /// Failed to compile, crashed, timed out, or did not match its expected output.
  case failed(reason: String, report: RunReport?)

  /// The words of the summary line.
  var summaryKey: String {
    switch self {
    case .ignored: "ignored"
    case .notRun: "not run"
    case .compiledOnly: "compiled only"
    case .ran(_, let matched): matched == false ? "failed" : "run"
    case .failed: "failed"
    }
  }
}

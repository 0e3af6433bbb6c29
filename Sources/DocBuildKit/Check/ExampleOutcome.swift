import EngineInterface

/// What became of one Swift block of a page, as the page shows it and the summary counts it.
enum ExampleOutcome: Hashable, Sendable {
  /// `ignore`: shown only.
  case ignored
  /// Not run: an API listing, a console log, a fragment without context…
  case notRun(NotRunReason)
  /// Type-checked and not run (`no_run`, no root view), or a `compile_fail` that failed as it should.
  case compiledOnly
  /// Ran; `report` holds every step.
  case ran(report: RunReport, expectedMatched: Bool?)
  /// Failed to compile, crashed, timed out, or a scenario step was impossible (the diagnostics
  /// say which); `report` holds the steps that ran.
  case failed(report: RunReport?)

}

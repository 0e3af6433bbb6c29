/// One evaluated Swift block, keyed for the renderer by the line its fence starts on.
struct EvaluatedExample: Sendable {
  var example: PageExamples.Example
  var outcome: ExampleOutcome
  var problems: [Diagnostic]
  /// Whether its result came from the cache, and the seconds it took in this build; nil when
  /// nothing was compiled for it.
  var cached: Bool? = nil
  var seconds: Double? = nil
  /// For a console log: what its program's run says about it.
  var logVerdict: LogVerdict? = nil
  /// For a console log: the fence line of the program it follows.
  var logProgramLine: Int? = nil
  /// The logs fenced as text right after it (` ```text `), by the line of their fence.
  var logsAfter: [Int: LogVerdict] = [:]
  /// For a block that compiled with nothing to run: the fence line of the example whose run
  /// used its declarations (`SharedRun`).
  var ranInExample: Int? = nil
  /// The block's other views that nothing uses, each run as its own root.
  var peerRuns: [PeerRun] = []
  /// For a block the note says does not compile, and that does not: its first error.
  var claimedCompileError: String? = nil
}

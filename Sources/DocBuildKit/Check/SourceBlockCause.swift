/// Why a block another block waits on was not run, as its own reason says it, with its fence
/// line: said under the waiting block, so that a reader learns the cause (a module docbuild
/// lacks, a syntax error, the block it waits on in turn) without looking there.
struct SourceBlockCause: Hashable, Sendable {
  var line: Int
  var reason: NotRunReason
}

extension NotRunReason {
  /// Whether the reason says why the block fails, not only what it is: a syntax error does, an
  /// API listing or a console log does not.
  var saysACause: Bool {
    guard case .block(let category) = self else { return true }
    if case .invalid = category { return true }
    return false
  }
}

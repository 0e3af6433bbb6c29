/// `ForEach(rows) { ... }` in a block not run for want of names it never declares: code Swift
/// cannot read that the block's reason leaves unsaid, an elision docbuild compiles around or a
/// comma missing between arguments past the first syntax error. Fixing what the reason says
/// would not let the block run, so its reason says the first such code too, at its line.
enum UnreadableCode {
  /// The first code of `block` (as written) Swift cannot read that `reason` does not say: an
  /// elision where the reason says none, else a comma missing between arguments.
  static func unsaid(in block: CodeBlock, besides reason: NotRunReason) -> SyntaxProblemCause? {
    let lines = block.code.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    let noteLine = { block.firstCodeLine + $0 - 1 }
    if !reason.saysElision,
      let elision = SyntaxProblemCause.firstLine(
        of: lines, noteLine: noteLine, where: \.leavesCodeOut)
    {
      return elision
    }
    guard !reason.saysMissingComma else { return nil }
    return SyntaxProblemCause.firstLine(
      of: lines, noteLine: noteLine,
      where: {
        if case .missingComma = $0 { true } else { false }
      }) ?? SyntaxProblemCause.missingCommaBetweenLines(lines, noteLine: noteLine)
  }
}

extension NotRunReason {
  /// Whether the reason already says the block leaves code out with a mark.
  fileprivate var saysElision: Bool {
    switch self {
    case .elidedCodeReached, .keyValueObserving(_, _, true): true
    case .block(.invalid(let problem)): problem.cause?.leavesCodeOut == true
    case .ownMistakes(let mistakes, let besides):
      mistakes.contains { mistake in
        switch mistake {
        case .elidedContent, .compileError(.elidedArguments): true
        default: false
        }
      } || besides?.saysElision == true
    default: said?.saysElision ?? false
    }
  }

  /// Whether the reason already says a comma is missing between arguments.
  fileprivate var saysMissingComma: Bool {
    if case .block(.invalid(let problem)) = self, case .missingComma = problem.cause { return true }
    if case .ownMistakes(_, let besides) = self { return besides?.saysMissingComma == true }
    return said?.saysMissingComma ?? false
  }

  /// The reason another one adds to (names other blocks declare, names only the prose writes).
  private var said: NotRunReason? {
    switch self {
    case .alsoNeeds(let reason, _, _, _, _), .alsoShownOutsideSwift(let reason, _, _, _),
      .alsoNamedInText(let reason, _, _), .alsoAssetSymbols(let reason, _),
      .modifiersWithoutView(let reason), .alsoUnreadable(let reason, _):
      reason
    default: nil
    }
  }
}

extension ExampleOutcome {
  /// The outcome without the unreadable code its reason adds: the reason it adds to.
  var withoutUnreadable: ExampleOutcome {
    if case .notRun(.alsoUnreadable(let reason, _)) = self { .notRun(reason) } else { self }
  }
}

extension SyntaxProblemCause {
  /// Whether the cause is code the note leaves out: with a mark, or left to a comment
  /// (`let fetched = /* fetch them */`, which swiftc may read on into the next line).
  fileprivate var leavesCodeOut: Bool {
    switch self {
    case .elidedValue, .elidedByComment: true
    default: elision != nil
    }
  }
}

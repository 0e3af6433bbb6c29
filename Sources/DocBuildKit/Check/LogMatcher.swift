import EngineInterface

/// Checks a log a note shows after its program against what the program can print, without a
/// scenario: it walks the explored states (first render, then what a reader can do),
/// breadth-first, and takes the shortest action sequence whose console holds the log's lines in
/// order, one after another, from any step on. Numbers that vary between runs are matched
/// consistently (`VaryingNumbers`).
///
/// The explorer merges states that show the same screen, so an edge's console is what the action
/// printed after the path that first reached its state, not after any path: a counter whose
/// screen does not change prints `1` on each of its loops. Only sequences the explorer really ran
/// are searched: the path that first reached a state (the engine is deterministic, so a replay is
/// the same run), then any one action from there, and the sequences it ran on from one that
/// ended in a state reached before (its continuations).
enum LogMatcher {
  /// How far the search goes; both are reported with each verdict.
  struct Limits: Hashable, Sendable {
    var actions = ExplorationReport.tracedActions
    var sequences = 500
  }

  static func verdict(
    log: [String], exploration: ExplorationReport, limits: Limits = Limits()
  ) -> LogVerdict {
    let log = log.map { String($0.trimmingTrailingWhitespace) }
    var outgoing: [Int: [(edge: ExplorationReport.Edge, reachedFirst: Bool)]] = [:]
    var reached: Set<Int> = [0]
    for edge in exploration.edges {
      outgoing[edge.from, default: []].append((edge, reached.insert(edge.to).inserted))
    }
    let continuations = Dictionary(grouping: exploration.continuations, by: \.after)

    let expected = log.enumerated().map {
      ExpectedOutput.Line(text: VaryingNumbers.pattern($0.element), noteLine: $0.offset)
    }
    var queue = [Path(state: 0, actions: [], steps: [exploration.console], replayed: true)]
    var next = 0
    var closest: (path: Path, diff: [String], cost: Distance)?
    var exhaustive = exploration.complete
    // The most lines one sequence printed: a longer log needs more actions than are tried.
    var printed = 0
    while next < queue.count {
      let path = queue[next]
      next += 1
      printed = max(printed, path.console.count)
      if let (matched, varied) = reproduction(of: log, in: path.console) {
        return .reproduced(
          LogReproduction(
            actions: path.actions, steps: path.steps, matched: matched, varied: varied),
          search: LogSearchCost(
            sequences: next, maximumActions: limits.actions, exhaustive: exhaustive))
      }
      if let (diff, cost) = comparison(of: log, expected, with: path, toBeat: closest?.cost) {
        closest = (path, diff, cost)
      }
      guard path.actions.count < limits.actions else { continue }
      let longer: [Path]
      if path.replayed, let state = path.state {
        longer = (outgoing[state] ?? []).map { edge, reachedFirst in
          Path(
            state: edge.to, actions: path.actions + [edge.action],
            steps: path.steps + [edge.console], replayed: reachedFirst)
        }
      } else if let traced = continuations[path.actions] {
        longer = traced.map {
          Path(
            state: nil, actions: path.actions + [$0.action], steps: path.steps + [$0.console],
            replayed: false)
        }
      } else {
        if path.state.map({ !(outgoing[$0] ?? []).isEmpty }) ?? true { exhaustive = false }
        continue
      }
      for path in longer {
        guard queue.count < limits.sequences else {
          exhaustive = false
          break
        }
        queue.append(path)
      }
    }
    return .contradicted(
      closest: closest?.path.actions ?? [], diff: closest?.diff ?? [],
      search: LogSearchCost(
        sequences: next, maximumActions: limits.actions, exhaustive: exhaustive),
      hints: LogHint.of(log, printed: printed))
  }

  /// A sequence of actions from the first render, with what the first render and each action
  /// printed.
  private struct Path {
    /// The state the sequence ends in, nil for a continuation (the screen it left is not kept).
    var state: Int?
    var actions: [ExploredAction]
    var steps: [[String]]
    /// Whether this is the path the explorer took to its state, so that what the state's edges
    /// printed follows from it.
    var replayed: Bool

    var console: [String] { steps.flatMap { $0 } }
    /// Where each step's lines start in `console`.
    var stepStarts: [Int] {
      steps.dropLast().reduce(into: [0]) { $0.append($0.last! + $1.count) }
    }
  }

  /// The run lines `log` matched, when it appears in `console` as consecutive lines, and the
  /// run's numbers the log shows as others.
  static func reproduction(of log: [String], in console: [String]) -> (
    matched: [String], varied: Set<String>
  )? {
    guard !log.isEmpty, log.count <= console.count else { return nil }
    for start in 0...(console.count - log.count) {
      var numbers = VaryingNumbers()
      let window = console[start..<(start + log.count)]
      if zip(log, window).allSatisfy({ numbers.match($0, $1) }) {
        return (Array(window), numbers.variedRunNumbers)
      }
    }
    return nil
  }

  /// How far a run is from the log: first the log's lines the run prints nothing like (the same
  /// line but for its numbers), then the lines the diff removes and adds.
  private struct Distance: Comparable {
    var unlike: Int
    var edits: Int

    static func < (lhs: Distance, rhs: Distance) -> Bool {
      (lhs.unlike, lhs.edits) < (rhs.unlike, rhs.edits)
    }
  }

  /// How the log (`expected`: its lines as patterns) differs from what `path` printed from its
  /// closest step on; nil when that is no closer than `toBeat`. The log is compared with at most
  /// twice its length of the run's lines, which keeps a long run from making the search slow.
  private static func comparison(
    of log: [String], _ expected: [ExpectedOutput.Line], with path: Path, toBeat: Distance?
  ) -> (diff: [String], cost: Distance)? {
    var best: (diff: [String], cost: Distance)?
    let console = path.console
    for start in path.stepStarts {
      let window = Array(console[start..<min(console.count, start + 2 * log.count + 4)])
      let printed = Set(window.map(shape))
      let unlike = log.filter { !printed.contains(shape($0)) }.count
      guard unlike <= (best?.cost ?? toBeat)?.unlike ?? unlike else { continue }
      let alignment = LineAlignment(expected: expected, actual: window, unordered: false)
      // What the run printed after the log's last line is a later part of the run, not a
      // difference, except the lines it printed in place of the log's last lines.
      var operations = alignment.operations[...]
      let added = operations.reversed().prefix { if case .added = $0 { true } else { false } }.count
      let replaced = operations.dropLast(added).reversed()
        .prefix { if case .removed = $0 { true } else { false } }.count
      operations.removeLast(max(0, added - replaced))
      var cost = 0
      let diff = operations.map { operation -> String in
        switch operation {
        case .same(_, let actual): return " " + actual
        case .ellipsis(let line, _): return " " + line.text
        case .removed(let line):
          cost += 1
          return "-" + log[line.noteLine]
        case .added(let line):
          cost += 1
          return "+" + line
        }
      }
      let distance = Distance(unlike: unlike, edits: cost)
      if distance < (best?.cost ?? toBeat ?? Distance(unlike: .max, edits: .max)) {
        best = (diff, distance)
      }
    }
    return best
  }

  /// A line without its numbers: lines alike but for them are one mistake apart.
  private static func shape(_ line: String) -> String {
    String(line.trimmingTrailingWhitespace.filter { !$0.isNumber })
  }
}

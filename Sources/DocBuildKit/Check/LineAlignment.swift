/// Aligns expected lines (patterns, `...`) with actual console lines: the fewest lines removed and
/// added that make them match. No edit at all means the lines match.
struct LineAlignment {
  enum Operation: Hashable {
    /// An expected line matched by an actual one.
    case same(expected: ExpectedOutput.Line, actual: String)
    /// `...`, with the actual lines it absorbed.
    case ellipsis(ExpectedOutput.Line, absorbed: [String])
    case removed(ExpectedOutput.Line)
    case added(String)
  }

  let operations: [Operation]

  var matches: Bool {
    !operations.contains { operation in
      switch operation {
      case .removed, .added: true
      case .same, .ellipsis: false
      }
    }
  }

  init(expected: [ExpectedOutput.Line], actual: [String], unordered: Bool) {
    operations =
      unordered
      ? Self.multisetOperations(expected, actual) : Self.orderedOperations(expected, actual)
  }

  private static func orderedOperations(_ expected: [ExpectedOutput.Line], _ actual: [String])
    -> [Operation]
  {
    let patterns = expected.map { LinePattern($0.text) }
    let n = patterns.count
    let m = actual.count
    // cost[i][j]: fewest edits aligning expected[i...] with actual[j...].
    var cost = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    for j in 0...m { cost[n][j] = m - j }
    for i in stride(from: n - 1, through: 0, by: -1) {
      cost[i][m] = patterns[i].isEllipsis ? cost[i + 1][m] : cost[i + 1][m] + 1
      for j in stride(from: m - 1, through: 0, by: -1) {
        if patterns[i].isEllipsis {
          cost[i][j] = min(cost[i + 1][j], cost[i][j + 1])
        } else {
          var best = min(cost[i + 1][j], cost[i][j + 1]) + 1
          if patterns[i].matches(actual[j]) { best = min(best, cost[i + 1][j + 1]) }
          cost[i][j] = best
        }
      }
    }
    var operations: [Operation] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i == n {
        operations.append(.added(actual[j]))
        j += 1
      } else if patterns[i].isEllipsis {
        // Absorb only while handing over to the next expected line would cost more.
        var absorbed: [String] = []
        while j < m && cost[i][j] != cost[i + 1][j] {
          absorbed.append(actual[j])
          j += 1
        }
        operations.append(.ellipsis(expected[i], absorbed: absorbed))
        i += 1
      } else if j < m && patterns[i].matches(actual[j]) && cost[i][j] == cost[i + 1][j + 1] {
        operations.append(.same(expected: expected[i], actual: actual[j]))
        i += 1
        j += 1
      } else if cost[i][j] == cost[i + 1][j] + 1 {
        operations.append(.removed(expected[i]))
        i += 1
      } else {
        operations.append(.added(actual[j]))
        j += 1
      }
    }
    return operations
  }

  /// Multisets: each expected line takes the first unclaimed actual line it matches, literal lines
  /// first so that placeholders do not take a line a literal needs.
  private static func multisetOperations(_ expected: [ExpectedOutput.Line], _ actual: [String])
    -> [Operation]
  {
    let patterns = expected.map { LinePattern($0.text) }
    var claimed = Array(repeating: false, count: actual.count)
    var partner: [Int: Int] = [:]
    let order = patterns.indices.filter { !patterns[$0].isEllipsis }.sorted {
      (patterns[$0].hasPlaceholders ? 1 : 0, $0) < (patterns[$1].hasPlaceholders ? 1 : 0, $1)
    }
    for index in order {
      if let match = actual.indices.first(where: {
        !claimed[$0] && patterns[index].matches(actual[$0])
      }) {
        claimed[match] = true
        partner[index] = match
      }
    }
    let leftovers = actual.indices.filter { !claimed[$0] }.map { actual[$0] }
    let ellipsis = patterns.indices.first { patterns[$0].isEllipsis }
    var operations: [Operation] = expected.indices.compactMap { index in
      if patterns[index].isEllipsis { return nil }
      return partner[index].map { .same(expected: expected[index], actual: actual[$0]) }
        ?? .removed(expected[index])
    }
    if let ellipsis {
      operations.append(.ellipsis(expected[ellipsis], absorbed: leftovers))
    } else {
      operations += leftovers.map { .added($0) }
    }
    return operations
  }
}

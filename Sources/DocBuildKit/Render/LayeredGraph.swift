/// The graph a layered layout works on: every edge points down the ranks (back edges of cycles
/// reversed), and an edge spanning several ranks is a chain through one dummy vertex per rank.
/// Vertices `0..<nodeCount` are the chart's nodes; later ones are dummies.
struct LayeredGraph {
  let nodeCount: Int
  private(set) var rank: [Int] = []
  /// Vertices of each rank, in drawing order.
  private(set) var layers: [[Int]] = []
  /// For each non-loop edge, its vertices from its upper end to its lower end.
  private(set) var chains: [[Int]] = []
  private(set) var chainEdge: [Int] = []
  /// Whether the chain runs against the edge's direction (a broken cycle).
  private(set) var chainReversed: [Bool] = []
  private(set) var selfLoops: [Int] = []
  /// Neighbours in the rank above and below.
  private(set) var upper: [[Int]] = []
  private(set) var lower: [[Int]] = []

  private static let orderingPasses = 8

  init(_ chart: MermaidFlowchart) {
    nodeCount = chart.nodes.count
    let reversed = Self.backEdges(chart)
    var downward: [(edge: Int, from: Int, to: Int)] = []
    for (index, edge) in chart.edges.enumerated() {
      if edge.from == edge.to {
        selfLoops.append(index)
      } else if reversed.contains(index) {
        downward.append((index, edge.to, edge.from))
      } else {
        downward.append((index, edge.from, edge.to))
      }
    }
    rank = Self.longestPathRanks(nodeCount: nodeCount, edges: downward.map { ($0.from, $0.to) })
    for (edge, from, to) in downward {
      var chain = [from]
      for level in (rank[from] + 1)..<max(rank[to], rank[from] + 1) {
        chain.append(rank.count)
        rank.append(level)
      }
      chain.append(to)
      chains.append(chain)
      chainEdge.append(edge)
      chainReversed.append(reversed.contains(edge))
    }
    upper = Array(repeating: [], count: rank.count)
    lower = Array(repeating: [], count: rank.count)
    for chain in chains {
      for (a, b) in zip(chain, chain.dropFirst()) {
        lower[a].append(b)
        upper[b].append(a)
      }
    }
    layers = Array(repeating: [], count: (rank.max() ?? -1) + 1)
    for vertex in rank.indices { layers[rank[vertex]].append(vertex) }
    orderLayers()
  }

  func isDummy(_ vertex: Int) -> Bool { vertex >= nodeCount }

  /// Edges that close a cycle in a depth-first walk from the nodes in order of appearance.
  private static func backEdges(_ chart: MermaidFlowchart) -> Set<Int> {
    var outgoing = Array(repeating: [Int](), count: chart.nodes.count)
    for (index, edge) in chart.edges.enumerated() where edge.from != edge.to {
      outgoing[edge.from].append(index)
    }
    enum State { case unvisited, onPath, finished }
    var state = Array(repeating: State.unvisited, count: chart.nodes.count)
    var back: Set<Int> = []
    for root in chart.nodes.indices where state[root] == .unvisited {
      // An explicit stack: a long chain of nodes must not exhaust the call stack.
      var stack = [(node: root, next: 0)]
      state[root] = .onPath
      while let (node, next) = stack.last {
        guard next < outgoing[node].count else {
          state[node] = .finished
          stack.removeLast()
          continue
        }
        stack[stack.count - 1].next += 1
        let edge = outgoing[node][next]
        let target = chart.edges[edge].to
        switch state[target] {
        case .onPath: back.insert(edge)
        case .unvisited:
          state[target] = .onPath
          stack.append((target, 0))
        case .finished: break
        }
      }
    }
    return back
  }

  /// Each node's rank is one more than the highest rank among its predecessors.
  private static func longestPathRanks(nodeCount: Int, edges: [(Int, Int)]) -> [Int] {
    var incoming = Array(repeating: 0, count: nodeCount)
    var outgoing = Array(repeating: [Int](), count: nodeCount)
    for (from, to) in edges {
      incoming[to] += 1
      outgoing[from].append(to)
    }
    var rank = Array(repeating: 0, count: nodeCount)
    var ready = (0..<nodeCount).filter { incoming[$0] == 0 }
    var cursor = 0
    while cursor < ready.count {
      let node = ready[cursor]
      cursor += 1
      for next in outgoing[node] {
        rank[next] = max(rank[next], rank[node] + 1)
        incoming[next] -= 1
        if incoming[next] == 0 { ready.append(next) }
      }
    }
    return rank
  }

  /// Barycenter sweeps down and up; the order with the fewest crossings seen is kept.
  private mutating func orderLayers() {
    var best = layers
    var bestCrossings = crossings()
    for pass in 0..<Self.orderingPasses where bestCrossings > 0 {
      let downward = pass % 2 == 0
      let ranks =
        downward ? Array(layers.indices.dropFirst()) : Array(layers.indices.dropLast().reversed())
      for rankIndex in ranks {
        let neighbours = downward ? upper : lower
        let reference = downward ? layers[rankIndex - 1] : layers[rankIndex + 1]
        var position: [Int: Int] = [:]
        for (index, vertex) in reference.enumerated() { position[vertex] = index }
        let keyed = layers[rankIndex].enumerated().map { index, vertex -> (Double, Int, Int) in
          let placed = neighbours[vertex].compactMap { position[$0] }
          let key =
            placed.isEmpty ? Double(index) : Double(placed.reduce(0, +)) / Double(placed.count)
          return (key, index, vertex)
        }
        layers[rankIndex] = keyed.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
      }
      let count = crossings()
      if count < bestCrossings {
        best = layers
        bestCrossings = count
      }
    }
    layers = best
  }

  /// The number of crossing segment pairs between adjacent ranks.
  private func crossings() -> Int {
    var position = Array(repeating: 0, count: rank.count)
    for layer in layers {
      for (index, vertex) in layer.enumerated() { position[vertex] = index }
    }
    var total = 0
    for layer in layers {
      let segments = layer.flatMap { a in lower[a].map { (position[a], position[$0]) } }
      for i in segments.indices {
        for j in segments.indices.dropFirst(i + 1)
        where (segments[i].0 - segments[j].0) * (segments[i].1 - segments[j].1) < 0 {
          total += 1
        }
      }
    }
    return total
  }
}

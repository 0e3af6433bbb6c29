/// A layered (Sugiyama-style) layout of a flowchart: cycles broken by reversing back edges,
/// ranks by longest path, long edges split by dummy points, order within ranks by barycenter
/// sweeps (keeping the order with fewest crossings), then positions pulled toward neighbours.
/// Everything is computed in a fixed order, so the same chart always gives the same drawing.
struct MermaidLayout {
  struct Point: Hashable {
    var x: Double
    var y: Double
  }

  struct Box: Hashable {
    var center: Point
    var width: Double
    var height: Double
  }

  struct RoutedEdge: Hashable {
    var edge: MermaidFlowchart.Edge
    /// From the source's border to the target's border, in drawing direction.
    var points: [Point]
    var labelBox: Box?
  }

  static let lineHeight = 18.0
  static let columnWidth = 7.5
  static let margin = 12.0
  private static let nodeGap = 28.0
  private static let dummyGap = 14.0
  private static let rankGap = 48.0

  var boxes: [Box] = []
  var edges: [RoutedEdge] = []
  var width = 0.0
  var height = 0.0

  /// The size of a block of text lines.
  static func textSize(_ lines: [String]) -> (width: Double, height: Double) {
    let columns = lines.map(TextWidth.columns).max() ?? 0
    return (Double(columns) * columnWidth, Double(max(lines.count, 1)) * lineHeight)
  }

  static func nodeSize(_ node: MermaidFlowchart.Node) -> (width: Double, height: Double) {
    let text = textSize(node.lines)
    switch node.shape {
    case .rectangle, .rounded:
      return (max(text.width + 32, 48), text.height + 20)
    case .diamond:
      // Large enough for the text's rectangle to fit inside the rhombus.
      return (max(text.width * 1.4 + 30, 56), text.height * 1.8 + 20)
    }
  }

  init(_ chart: MermaidFlowchart) {
    let graph = LayeredGraph(chart)
    let vertical = chart.direction.isVertical
    let sizes = chart.nodes.map(Self.nodeSize)
    func along(_ v: Int) -> Double {
      v < sizes.count ? (vertical ? sizes[v].width : sizes[v].height) : 8
    }
    func across(_ v: Int) -> Double {
      v < sizes.count ? (vertical ? sizes[v].height : sizes[v].width) : 0
    }

    // Rank positions along the rank axis, with room for edge labels between ranks.
    let rankCount = graph.layers.count
    var thickness = graph.layers.map { layer in layer.map(across).max() ?? 0 }
    if thickness.isEmpty { thickness = [0] }
    var gaps = Array(repeating: Self.rankGap, count: max(rankCount, 1))
    for (index, chain) in graph.chains.enumerated() {
      guard let label = chart.edges[graph.chainEdge[index]].label, chain.count >= 2 else {
        continue
      }
      let rank = graph.rank[chain[(chain.count - 1) / 2]]
      let size = Self.textSize([label])
      let needed = (vertical ? size.height : size.width) + 28
      gaps[rank] = max(gaps[rank], needed)
    }
    var rankCenter: [Double] = []
    var cursor = 0.0
    for rank in 0..<rankCount {
      rankCenter.append(cursor + thickness[rank] / 2)
      cursor += thickness[rank] + gaps[rank]
    }

    let alongCenter = Self.alongPositions(graph, extent: along)

    func point(_ v: Int) -> Point {
      var acrossValue = rankCenter[graph.rank[v]]
      if chart.direction == .bottomToTop || chart.direction == .rightToLeft {
        acrossValue = -acrossValue
      }
      return vertical
        ? Point(x: alongCenter[v], y: acrossValue) : Point(x: acrossValue, y: alongCenter[v])
    }

    boxes = chart.nodes.indices.map {
      Box(center: point($0), width: sizes[$0].width, height: sizes[$0].height)
    }

    var backEdges = 0
    for (index, chain) in graph.chains.enumerated() {
      let edge = chart.edges[graph.chainEdge[index]]
      if graph.chainReversed[index] {
        // A back edge goes around the nodes it spans, so it never hides the forward edges.
        let lanes = Double(backEdges)
        backEdges += 1
        edges.append(
          Self.detour(
            edge, from: chain[chain.count - 1], to: chain[0], ranks: graph.rank,
            boxes: boxes, vertical: vertical, lane: lanes))
        continue
      }
      var points = chain.map(point)
      points[0] = Self.border(
        of: boxes[chain[0]], shape: chart.nodes[chain[0]].shape, toward: points[1])
      let last = points.count - 1
      points[last] = Self.border(
        of: boxes[chain[last]], shape: chart.nodes[chain[last]].shape, toward: points[last - 1])
      // The label goes on the segment whose rank gap was widened for it, before any reversal.
      let labelBox = Self.labelBox(edge.label, on: points)
      if graph.chainReversed[index] { points.reverse() }
      edges.append(RoutedEdge(edge: edge, points: points, labelBox: labelBox))
    }
    for edgeIndex in graph.selfLoops {
      let edge = chart.edges[edgeIndex]
      let box = boxes[edge.from]
      let right = box.center.x + box.width / 2
      let top = box.center.y - box.height / 4
      let bottom = box.center.y + box.height / 4
      let points = [
        Point(x: right, y: top), Point(x: right + 20, y: top), Point(x: right + 20, y: bottom),
        Point(x: right, y: bottom),
      ]
      var labelBox: Box?
      if let label = edge.label {
        let size = Self.textSize([label])
        labelBox = Box(
          center: Point(x: right + 26 + size.width / 2, y: box.center.y), width: size.width + 8,
          height: size.height)
      }
      edges.append(RoutedEdge(edge: edge, points: points, labelBox: labelBox))
    }
    normalise()
  }

  /// Centers along the order axis: packed in order, then pulled toward the mean of their
  /// neighbours in the adjacent rank, never closer to each other than the gap.
  private static func alongPositions(_ graph: LayeredGraph, extent: (Int) -> Double) -> [Double] {
    var position = Array(repeating: 0.0, count: graph.rank.count)
    func gap(_ a: Int, _ b: Int) -> Double {
      extent(a) / 2 + extent(b) / 2 + (graph.isDummy(a) || graph.isDummy(b) ? dummyGap : nodeGap)
    }
    for layer in graph.layers {
      var cursor = 0.0
      for (index, v) in layer.enumerated() {
        cursor += index == 0 ? extent(v) / 2 : gap(layer[index - 1], v)
        position[v] = cursor
      }
    }
    func place(_ layer: [Int], neighbours: [[Int]]) {
      let desired = layer.map { v in
        neighbours[v].isEmpty
          ? position[v]
          : neighbours[v].map { position[$0] }.reduce(0, +) / Double(neighbours[v].count)
      }
      var forward = desired
      for index in layer.indices.dropFirst() {
        forward[index] = max(
          desired[index], forward[index - 1] + gap(layer[index - 1], layer[index]))
      }
      var backward = desired
      for index in layer.indices.dropLast().reversed() {
        backward[index] = min(
          desired[index], backward[index + 1] - gap(layer[index], layer[index + 1]))
      }
      for (index, v) in layer.enumerated() { position[v] = (forward[index] + backward[index]) / 2 }
    }
    for _ in 0..<4 {
      for layer in graph.layers.dropFirst() { place(layer, neighbours: graph.upper) }
      for layer in graph.layers.dropLast().reversed() { place(layer, neighbours: graph.lower) }
    }
    return position
  }

  /// Where the line from a node's center toward `target` leaves the node's outline.
  private static func border(of box: Box, shape: MermaidFlowchart.Shape, toward target: Point)
    -> Point
  {
    let dx = target.x - box.center.x
    let dy = target.y - box.center.y
    guard dx != 0 || dy != 0 else { return box.center }
    let halfWidth = box.width / 2
    let halfHeight = box.height / 2
    let scale: Double
    switch shape {
    case .diamond:
      scale = 1 / (abs(dx) / halfWidth + abs(dy) / halfHeight)
    case .rectangle, .rounded:
      scale = min(
        dx == 0 ? .infinity : halfWidth / abs(dx), dy == 0 ? .infinity : halfHeight / abs(dy))
    }
    return Point(x: box.center.x + dx * min(scale, 1), y: box.center.y + dy * min(scale, 1))
  }

  /// The route of a back edge: out of the source's side, past every node of the ranks it spans,
  /// and into the target's side; its label on the outer segment, as other labels sit on theirs.
  private static func detour(
    _ edge: MermaidFlowchart.Edge, from source: Int, to target: Int, ranks: [Int], boxes: [Box],
    vertical: Bool, lane: Double
  ) -> RoutedEdge {
    let low = min(ranks[source], ranks[target])
    let high = max(ranks[source], ranks[target])
    let spanned = boxes.indices.filter { low...high ~= ranks[$0] }.map { boxes[$0] }
    let a = boxes[source]
    let b = boxes[target]
    let points: [Point]
    var labelBox: Box?
    let size = edge.label.map { textSize([$0]) }
    if vertical {
      let side = (spanned.map { $0.center.x + $0.width / 2 }.max() ?? 0) + 24 + lane * 16
      points = [
        Point(x: a.center.x + a.width / 2, y: a.center.y), Point(x: side, y: a.center.y),
        Point(x: side, y: b.center.y), Point(x: b.center.x + b.width / 2, y: b.center.y),
      ]
      if let size {
        labelBox = Box(
          center: Point(x: side, y: (a.center.y + b.center.y) / 2),
          width: size.width + 8, height: size.height)
      }
    } else {
      let side = (spanned.map { $0.center.y + $0.height / 2 }.max() ?? 0) + 24 + lane * 16
      points = [
        Point(x: a.center.x, y: a.center.y + a.height / 2), Point(x: a.center.x, y: side),
        Point(x: b.center.x, y: side), Point(x: b.center.x, y: b.center.y + b.height / 2),
      ]
      if let size {
        labelBox = Box(
          center: Point(x: (a.center.x + b.center.x) / 2, y: side),
          width: size.width + 8, height: size.height)
      }
    }
    return RoutedEdge(edge: edge, points: points, labelBox: labelBox)
  }

  /// An edge label sits on the middle segment of its line.
  private static func labelBox(_ label: String?, on points: [Point]) -> Box? {
    guard let label, points.count >= 2 else { return nil }
    let segment = (points.count - 1) / 2
    let a = points[segment]
    let b = points[segment + 1]
    let size = textSize([label])
    return Box(
      center: Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2), width: size.width + 8,
      height: size.height)
  }

  /// Moves everything so the drawing starts at the margin, and sizes the canvas to fit.
  private mutating func normalise() {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    func include(_ box: Box) {
      minX = min(minX, box.center.x - box.width / 2)
      maxX = max(maxX, box.center.x + box.width / 2)
      minY = min(minY, box.center.y - box.height / 2)
      maxY = max(maxY, box.center.y + box.height / 2)
    }
    boxes.forEach(include)
    for edge in edges {
      edge.points.forEach { include(Box(center: $0, width: 0, height: 0)) }
      if let labelBox = edge.labelBox { include(labelBox) }
    }
    guard minX.isFinite else {
      width = Self.margin * 2
      height = Self.margin * 2
      return
    }
    let dx = Self.margin - minX
    let dy = Self.margin - minY
    func moved(_ p: Point) -> Point { Point(x: p.x + dx, y: p.y + dy) }
    boxes = boxes.map { Box(center: moved($0.center), width: $0.width, height: $0.height) }
    edges = edges.map { edge in
      var edge = edge
      edge.points = edge.points.map(moved)
      edge.labelBox = edge.labelBox.map {
        Box(center: moved($0.center), width: $0.width, height: $0.height)
      }
      return edge
    }
    width = maxX - minX + Self.margin * 2
    height = maxY - minY + Self.margin * 2
  }
}

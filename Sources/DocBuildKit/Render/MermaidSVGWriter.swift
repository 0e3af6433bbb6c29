/// Draws a laid-out flowchart as inline SVG: edges first (so nodes cover their ends), then edge
/// labels on a backing box, then nodes. Colours come from the stylesheet; the attributes are fallbacks.
/// Arrowheads are plain polygons, so several diagrams on one page never share element ids.
enum MermaidSVGWriter {
  private static let arrowLength = 9.0
  private static let arrowHalfWidth = 4.5

  static func svg(_ chart: MermaidFlowchart, layout: MermaidLayout) -> String {
    let description = chart.nodes.map { $0.lines.joined(separator: " ") }.joined(separator: ", ")
    var svg = "<svg class=\"mermaid-diagram\" xmlns=\"http://www.w3.org/2000/svg\""
    svg += " viewBox=\"0 0 \(number(layout.width)) \(number(layout.height))\""
    svg += " width=\"\(number(layout.width))\" height=\"\(number(layout.height))\""
    svg += " role=\"img\" aria-label=\"\(HTMLEscaping.attribute(description))\">"
    svg += "<g class=\"edges\" fill=\"none\" stroke=\"#6b7280\" stroke-width=\"1.5\">"
    for edge in layout.edges { svg += self.edge(edge) }
    svg += "</g>"
    let labelled = layout.edges.filter { $0.labelBox != nil && $0.edge.label != nil }
    if !labelled.isEmpty {
      svg += "<g class=\"edge-labels\">"
      for edge in labelled {
        guard let box = edge.labelBox, let label = edge.edge.label else { continue }
        svg += rect(box, cornerRadius: 3, attributes: "class=\"edge-label-box\" fill=\"#ffffff\"")
        svg += text([label], at: box.center, attributes: "class=\"edge-label\"")
      }
      svg += "</g>"
    }
    svg += "<g class=\"nodes\">"
    for (node, box) in zip(chart.nodes, layout.boxes) { svg += self.node(node, box: box) }
    svg += "</g></svg>"
    return svg
  }

  private static func edge(_ routed: MermaidLayout.RoutedEdge) -> String {
    var points = routed.points
    var heads: [[MermaidLayout.Point]] = []
    if routed.edge.arrowAtEnd, let head = arrowhead(&points, atEnd: true) { heads.append(head) }
    if routed.edge.arrowAtStart, let head = arrowhead(&points, atEnd: false) { heads.append(head) }
    let stroke: String
    switch routed.edge.stroke {
    case .solid: stroke = "edge"
    case .dotted: stroke = "edge edge-dotted\" stroke-dasharray=\"4 3"
    case .thick: stroke = "edge edge-thick\" stroke-width=\"3"
    }
    let path = points.enumerated().map { index, point in
      "\(index == 0 ? "M" : "L")\(number(point.x)) \(number(point.y))"
    }.joined(separator: " ")
    var svg = "<path class=\"\(stroke)\" d=\"\(path)\"/>"
    for head in heads {
      let list = head.map { "\(number($0.x)),\(number($0.y))" }.joined(separator: " ")
      svg += "<polygon class=\"arrowhead\" points=\"\(list)\" fill=\"#6b7280\" stroke=\"none\"/>"
    }
    return svg
  }

  /// The arrowhead at one end of a line, shortening the line so it stops at the head's base.
  private static func arrowhead(_ points: inout [MermaidLayout.Point], atEnd: Bool)
    -> [MermaidLayout.Point]?
  {
    guard points.count >= 2 else { return nil }
    let tipIndex = atEnd ? points.count - 1 : 0
    let tip = points[tipIndex]
    let from = points[atEnd ? tipIndex - 1 : 1]
    let dx = tip.x - from.x
    let dy = tip.y - from.y
    let length = (dx * dx + dy * dy).squareRoot()
    guard length > 0 else { return nil }
    let ux = dx / length
    let uy = dy / length
    let depth = min(arrowLength, length)
    let base = MermaidLayout.Point(x: tip.x - ux * depth, y: tip.y - uy * depth)
    points[tipIndex] = base
    return [
      tip,
      MermaidLayout.Point(x: base.x - uy * arrowHalfWidth, y: base.y + ux * arrowHalfWidth),
      MermaidLayout.Point(x: base.x + uy * arrowHalfWidth, y: base.y - ux * arrowHalfWidth),
    ]
  }

  private static func node(_ node: MermaidFlowchart.Node, box: MermaidLayout.Box) -> String {
    let outline = "fill=\"#eef2ff\" stroke=\"#6366f1\" stroke-width=\"1.5\""
    var svg = ""
    switch node.shape {
    case .rectangle:
      svg += "<g class=\"node node-rectangle\">" + rect(box, cornerRadius: 2, attributes: outline)
    case .rounded:
      svg +=
        "<g class=\"node node-rounded\">"
        + rect(box, cornerRadius: min(box.height / 2, 14), attributes: outline)
    case .diamond:
      let c = box.center
      let w = box.width / 2
      let h = box.height / 2
      let points = [(c.x, c.y - h), (c.x + w, c.y), (c.x, c.y + h), (c.x - w, c.y)]
        .map { "\(number($0.0)),\(number($0.1))" }.joined(separator: " ")
      svg += "<g class=\"node node-diamond\"><polygon points=\"\(points)\" \(outline)/>"
    }
    return svg + text(node.lines, at: box.center, attributes: "class=\"node-label\"") + "</g>"
  }

  private static func rect(_ box: MermaidLayout.Box, cornerRadius: Double, attributes: String)
    -> String
  {
    "<rect x=\"\(number(box.center.x - box.width / 2))\" y=\"\(number(box.center.y - box.height / 2))\""
      + " width=\"\(number(box.width))\" height=\"\(number(box.height))\" rx=\"\(number(cornerRadius))\""
      + " \(attributes)/>"
  }

  /// Centered lines of text, one `<tspan>` per line.
  private static func text(_ lines: [String], at center: MermaidLayout.Point, attributes: String)
    -> String
  {
    let firstY = center.y - Double(lines.count - 1) * MermaidLayout.lineHeight / 2
    var svg =
      "<text \(attributes) text-anchor=\"middle\" dominant-baseline=\"central\" fill=\"currentColor\">"
    for (index, line) in lines.enumerated() {
      let y = firstY + Double(index) * MermaidLayout.lineHeight
      svg +=
        "<tspan x=\"\(number(center.x))\" y=\"\(number(y))\">\(HTMLEscaping.text(line))</tspan>"
    }
    return svg + "</text>"
  }

  /// Coordinates to one decimal, without a trailing `.0` or a negative zero: stable text for golden files.
  static func number(_ value: Double) -> String {
    let tenths = (value * 10).rounded()
    guard tenths.isFinite else { return "0" }
    let scaled = Int(tenths)
    if scaled == 0 { return "0" }
    let sign = scaled < 0 ? "-" : ""
    let magnitude = abs(scaled)
    return magnitude % 10 == 0
      ? "\(sign)\(magnitude / 10)" : "\(sign)\(magnitude / 10).\(magnitude % 10)"
  }
}

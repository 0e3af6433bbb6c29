/// Turns a ```mermaid block into inline SVG at build time (flowcharts only; no JavaScript).
public enum MermaidRenderer {
  /// The largest chart drawn; bigger ones are shown as source (a chart this size is already
  /// unreadable on a page, and layered layout grows faster than its size).
  public static let maximumNodes = 150
  public static let maximumEdges = 400

  /// The `<figure>` with the drawing, or the reason the block cannot be drawn.
  public static func html(_ source: String) throws(MermaidError) -> String {
    let chart = try MermaidParser.parse(source)
    guard chart.nodes.count <= maximumNodes, chart.edges.count <= maximumEdges else {
      throw .tooLarge(nodes: chart.nodes.count, edges: chart.edges.count)
    }
    return
      "<figure class=\"mermaid\">\(MermaidSVGWriter.svg(chart, layout: MermaidLayout(chart)))</figure>"
  }

  /// The text a reader sees in the drawing (node and edge labels), for the search index.
  public static func labels(_ source: String) -> [String] {
    guard let chart = try? MermaidParser.parse(source) else { return [] }
    return chart.nodes.flatMap(\.lines) + chart.edges.compactMap(\.label)
  }
}

/// Turns a ```mermaid block into inline SVG at build time (flowcharts only; no JavaScript).
public enum MermaidRenderer {
  /// The `<figure>` with the drawing, or the reason the block cannot be drawn.
  public static func html(_ source: String) throws(MermaidError) -> String {
    let chart = try MermaidParser.parse(source)
    return
      "<figure class=\"mermaid\">\(MermaidSVGWriter.svg(chart, layout: MermaidLayout(chart)))</figure>"
  }

  /// The text a reader sees in the drawing (node and edge labels), for the search index.
  public static func labels(_ source: String) -> [String] {
    guard let chart = try? MermaidParser.parse(source) else { return [] }
    return chart.nodes.flatMap(\.lines) + chart.edges.compactMap(\.label)
  }
}

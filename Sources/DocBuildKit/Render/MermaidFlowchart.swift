/// A mermaid flowchart as parsed: nodes in order of first appearance and the edges between them.
struct MermaidFlowchart: Hashable {
  enum Direction: Hashable {
    case topToBottom, bottomToTop, leftToRight, rightToLeft

    var isVertical: Bool { self == .topToBottom || self == .bottomToTop }
  }

  enum Shape: Hashable {
    case rectangle, rounded, diamond
  }

  struct Node: Hashable {
    var id: String
    /// The label's lines (`<br>` in a label starts a new one).
    var lines: [String]
    var shape: Shape
  }

  enum EdgeStroke: Hashable {
    case solid, dotted, thick
  }

  struct Edge: Hashable {
    var from: Int
    var to: Int
    var label: String?
    var stroke: EdgeStroke
    var arrowAtEnd: Bool
    var arrowAtStart: Bool
  }

  var direction: Direction
  var nodes: [Node] = []
  var edges: [Edge] = []
}

/// Why a mermaid block is shown as source instead of a drawing.
public enum MermaidError: Error, Hashable, Sendable {
  /// Another kind of diagram (`sequenceDiagram`, `classDiagram`, …), named by its first word.
  case unsupportedDiagram(kind: String)
  /// A flowchart with a statement we cannot read; `line` counts from 1 within the block.
  case syntax(message: String, line: Int)
  case empty
  /// More nodes or edges than a drawing can lay out in reasonable time (the layout is not linear).
  case tooLarge(nodes: Int, edges: Int)
}

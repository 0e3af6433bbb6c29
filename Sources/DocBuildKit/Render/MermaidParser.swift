import Foundation

/// Reads the subset of mermaid flowcharts that notes use: `graph`/`flowchart` with a direction,
/// nodes `A`, `A[…]`, `A(…)`, `A{…}`, `A((…))` (and the other bracket shapes, drawn as the nearest of
/// these), edges `-->`, `---`, `-.->`, `==>`, with `|label|` or `-- label -->`, chains and `A & B`.
/// Styling statements (`style`, `classDef`, `class`, `click`, `linkStyle`) and subgraph borders are ignored.
struct MermaidParser {
  static func parse(_ source: String) throws(MermaidError) -> MermaidFlowchart {
    var parser = MermaidParser()
    var chart: MermaidFlowchart?
    for (offset, line) in source.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      for statement in splitStatements(String(line)) {
        if chart == nil {
          chart = try header(statement, line: offset + 1)
        } else {
          try parser.read(statement, line: offset + 1)
        }
      }
    }
    guard var result = chart else { throw .empty }
    result.nodes = parser.nodes
    result.edges = parser.edges
    return result
  }

  private var nodes: [MermaidFlowchart.Node] = []
  private var nodeIndex: [String: Int] = [:]
  private var labelledNodes: Set<Int> = []
  private var edges: [MermaidFlowchart.Edge] = []

  /// A line's statements: `;` separates them outside labels; `%%` comments and blank ones are dropped.
  private static func splitStatements(_ line: String) -> [String] {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    if trimmed.hasPrefix("%%") { return [] }
    var statements: [String] = []
    var current = ""
    var inQuotes = false
    var depth = 0
    for character in trimmed {
      switch character {
      case "\"": inQuotes.toggle()
      case "[", "(", "{": if !inQuotes { depth += 1 }
      case "]", ")", "}": if !inQuotes { depth = max(0, depth - 1) }
      case ";" where !inQuotes && depth == 0:
        statements.append(current)
        current = ""
        continue
      default: break
      }
      current.append(character)
    }
    statements.append(current)
    return statements.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  private static func header(_ statement: String, line: Int) throws(MermaidError)
    -> MermaidFlowchart
  {
    let words = statement.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    guard let kind = words.first else { throw .empty }
    guard kind == "graph" || kind == "flowchart" else { throw .unsupportedDiagram(kind: kind) }
    switch words.dropFirst().first?.uppercased() {
    case nil, "TD", "TB": return MermaidFlowchart(direction: .topToBottom)
    case "BT": return MermaidFlowchart(direction: .bottomToTop)
    case "LR": return MermaidFlowchart(direction: .leftToRight)
    case "RL": return MermaidFlowchart(direction: .rightToLeft)
    case let other?: throw .syntax(message: "unknown flowchart direction '\(other)'", line: line)
    }
  }

  private static let ignoredKeywords: Set<String> = [
    "style", "classDef", "class", "click", "linkStyle", "subgraph", "end", "direction",
  ]

  private mutating func read(_ statement: String, line: Int) throws(MermaidError) {
    let firstWord = statement.prefix(while: { !$0.isWhitespace })
    if Self.ignoredKeywords.contains(String(firstWord)) { return }
    var scanner = MermaidScanner(statement)
    var previous = try nodeGroup(&scanner, line: line)
    while true {
      scanner.skipWhitespace()
      if scanner.isAtEnd { return }
      guard var link = scanner.readLink() else {
        throw .syntax(message: "expected an edge such as '-->' at '\(scanner.rest)'", line: line)
      }
      scanner.skipWhitespace()
      if let label = scanner.readPipeLabel() { link.label = label }
      let next = try nodeGroup(&scanner, line: line)
      for from in previous {
        for to in next {
          edges.append(
            MermaidFlowchart.Edge(
              from: from, to: to, label: link.label.flatMap { $0.isEmpty ? nil : $0 },
              stroke: link.stroke, arrowAtEnd: link.arrowAtEnd, arrowAtStart: link.arrowAtStart))
        }
      }
      previous = next
    }
  }

  /// `A`, `A[label]`, or several joined by `&`; returns their indices.
  private mutating func nodeGroup(_ scanner: inout MermaidScanner, line: Int) throws(MermaidError)
    -> [Int]
  {
    var group: [Int] = []
    repeat {
      scanner.skipWhitespace()
      guard let id = scanner.readIdentifier() else {
        throw .syntax(message: "expected a node at '\(scanner.rest)'", line: line)
      }
      let shaped: (shape: MermaidFlowchart.Shape, label: String)?
      do {
        shaped = try scanner.readShape()
      } catch {
        throw .syntax(message: "unclosed node label at '\(scanner.rest)'", line: line)
      }
      scanner.skipClassSuffix()
      group.append(declare(id, shaped))
      scanner.skipWhitespace()
    } while scanner.consume("&")
    return group
  }

  private mutating func declare(
    _ id: String, _ shaped: (shape: MermaidFlowchart.Shape, label: String)?
  ) -> Int {
    let index: Int
    if let existing = nodeIndex[id] {
      index = existing
    } else {
      index = nodes.count
      nodeIndex[id] = index
      nodes.append(MermaidFlowchart.Node(id: id, lines: [id], shape: .rectangle))
    }
    // The first labelled mention of a node defines it; bare mentions only refer to it.
    if let shaped, !labelledNodes.contains(index) {
      labelledNodes.insert(index)
      nodes[index].shape = shaped.shape
      nodes[index].lines = Self.labelLines(shaped.label)
    }
    return index
  }

  /// Splits a label at `<br>` and decodes mermaid's `#quot;`-style entities.
  static func labelLines(_ label: String) -> [String] {
    var text = label
    for br in ["<br/>", "<br />", "<br>", "<BR>", "<BR/>", "\\n"] {
      text = text.replacingOccurrences(of: br, with: "\n")
    }
    for (entity, character) in [
      ("#quot;", "\""), ("#lt;", "<"), ("#gt;", ">"), ("#amp;", "&"), ("#35;", "#"),
    ] {
      text = text.replacingOccurrences(of: entity, with: character)
    }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    return lines.isEmpty ? [""] : lines
  }
}

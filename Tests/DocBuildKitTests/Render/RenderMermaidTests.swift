import Foundation
import Testing

@testable import DocBuildKit

struct RenderMermaidTests {
  @Test func parsesTopDownChartWithShapesAndLabels() throws {
    let chart = try MermaidParser.parse(
      """
      graph TD
        A[뷰 초기화] --> B(상태 읽기)
        B -->|값이 바뀜| C{다시 그릴까?}
        C -- 예 --> D((body 계산))
        C -.-> E
        %% a comment
        style A fill:#f9f
        classDef hot fill:#f00;
        click A callback
      """)
    #expect(chart.direction == .topToBottom)
    #expect(chart.nodes.map(\.id) == ["A", "B", "C", "D", "E"])
    #expect(chart.nodes.map(\.shape) == [.rectangle, .rounded, .diamond, .rounded, .rectangle])
    #expect(chart.nodes.map(\.lines) == [["뷰 초기화"], ["상태 읽기"], ["다시 그릴까?"], ["body 계산"], ["E"]])
    #expect(chart.edges.map(\.label) == [nil, "값이 바뀜", "예", nil])
    #expect(chart.edges.map(\.stroke) == [.solid, .solid, .solid, .dotted])
    #expect(chart.edges.allSatisfy { $0.arrowAtEnd })
  }

  @Test func parsesChainsAmpersandsSemicolonsAndQuotedLabels() throws {
    let chart = try MermaidParser.parse(
      """
      flowchart LR
        A["引号 [里面]"] --> B --> C; D & E ==> F
        F --- G
        G <--> A
      """)
    #expect(chart.direction == .leftToRight)
    #expect(chart.nodes.first?.lines == ["引号 [里面]"])
    let pairs = chart.edges.map { "\(chart.nodes[$0.from].id)\(chart.nodes[$0.to].id)" }
    #expect(pairs == ["AB", "BC", "DF", "EF", "FG", "GA"])
    #expect(chart.edges[2].stroke == .thick)
    #expect(chart.edges[4].arrowAtEnd == false)
    #expect(chart.edges[5].arrowAtStart && chart.edges[5].arrowAtEnd)
  }

  @Test func bareChartWithoutDirectionDefaultsToTopDown() throws {
    let chart = try MermaidParser.parse("graph\nA-->B\n")
    #expect(chart.direction == .topToBottom)
    #expect(chart.edges.count == 1)
  }

  @Test func unsupportedKindsAndSyntaxErrorsAreReported() {
    #expect(throws: MermaidError.unsupportedDiagram(kind: "sequenceDiagram")) {
      try MermaidParser.parse("sequenceDiagram\n  A->>B: hi\n")
    }
    #expect(throws: MermaidError.syntax(message: "unclosed node label at '[오류'", line: 3)) {
      try MermaidParser.parse("graph TD\nA --> B\nB --> C[오류\n")
    }
    #expect(throws: MermaidError.empty) { try MermaidParser.parse("\n%% only a comment\n") }
  }

  @Test func rendersTopDownSVGWithRanksDownward() throws {
    let html = try MermaidRenderer.html("graph TD\nA[시작] --> B[중간]\nB --> C[끝]\n")
    #expect(html.hasPrefix("<figure class=\"mermaid\"><svg class=\"mermaid-diagram\""))
    #expect(
      html.contains(">시작</tspan>") && html.contains(">중간</tspan>") && html.contains(">끝</tspan>"))
    #expect(html.components(separatedBy: "<polygon class=\"arrowhead\"").count == 3)
    #expect(!html.contains("<script"))
    let layout = MermaidLayout(try MermaidParser.parse("graph TD\nA --> B\nB --> C\n"))
    let ys = layout.boxes.map(\.center.y)
    #expect(ys[0] < ys[1] && ys[1] < ys[2])
    #expect(Set(layout.boxes.map(\.center.x)).count == 1)
  }

  @Test func leftToRightRanksAlongX() throws {
    let layout = MermaidLayout(try MermaidParser.parse("graph LR\nA --> B\nA --> C\n"))
    #expect(layout.boxes[0].center.x < layout.boxes[1].center.x)
    #expect(layout.boxes[1].center.x == layout.boxes[2].center.x)
    #expect(layout.boxes[1].center.y != layout.boxes[2].center.y)
  }

  @Test func wideCharactersMakeWiderBoxes() throws {
    let chart = try MermaidParser.parse("graph TD\nA[abcd]\nB[가나다라]\nC[状态管理]\n")
    let layout = MermaidLayout(chart)
    #expect(layout.boxes[1].width > layout.boxes[0].width)
    #expect(layout.boxes[1].width == layout.boxes[2].width)
    #expect(TextWidth.columns("가나 ab") == 7)
  }

  @Test func shapesAreDrawn() throws {
    let html = try MermaidRenderer.html("graph TD\nA[rect] --> B(round)\nB --> C{choice}\n")
    #expect(html.contains("<g class=\"node node-rectangle\"><rect"))
    #expect(html.contains("<g class=\"node node-rounded\"><rect"))
    #expect(html.contains("<g class=\"node node-diamond\"><polygon"))
  }

  @Test func edgeLabelsAreDrawnAndEscaped() throws {
    let html = try MermaidRenderer.html("graph LR\nA -->|<값> & 变化| B\n")
    #expect(html.contains("class=\"edge-label\""))
    #expect(html.contains("&lt;값&gt; &amp; 变化"))
  }

  @Test func cyclesLongEdgesAndSelfLoopsLayOut() throws {
    let chart = try MermaidParser.parse(
      "graph TD\nA --> B --> C --> D\nD --> A\nA --> D\nC --> C\n")
    let layout = MermaidLayout(chart)
    #expect(layout.edges.count == chart.edges.count)
    // The long edge A→D passes through two dummy points.
    let long = layout.edges.first {
      chart.nodes[$0.edge.from].id == "A" && chart.nodes[$0.edge.to].id == "D"
    }
    #expect(long?.points.count == 4)
    for edge in layout.edges {
      for point in edge.points {
        #expect(point.x >= 0 && point.x <= layout.width && point.y >= 0 && point.y <= layout.height)
      }
    }
  }

  @Test func outputIsDeterministic() throws {
    let source =
      "graph TD\nA & B --> C\nC --> D{?}\nD -->|yes| E\nD -->|no| F\nE --> G\nF --> G\nB --> G\n"
    let first = try MermaidRenderer.html(source)
    #expect(try MermaidRenderer.html(source) == first)
  }

  @Test func unsupportedDiagramInBodyShowsNoticeAndWarns() {
    let block = CodeBlock(
      info: "mermaid", code: "sequenceDiagram\n  A->>B: 안녕\n", isFenced: true,
      range: SourceRange(lines: 7, 10),
      firstCodeLine: 8)
    let document = Document(
      path: "ko/a.md", frontMatter: FrontMatter(), blocks: [.codeBlock(block)])
    for language in SiteConfiguration.standard.languages {
      let body = BodyRenderer.render(
        document, options: BodyRenderOptions(language: language, path: "ko/a.md"))
      #expect(body.html.contains(HTMLEscaping.text(UIString.diagramNotRendered.text(in: language))))
      #expect(
        body.html.contains(
          "<pre class=\"code language-mermaid\"><code>sequenceDiagram\n  A-&gt;&gt;B: 안녕\n</code></pre>"
        ))
      #expect(body.diagnostics.count == 1)
      #expect(body.diagnostics.first?.severity == .warning)
      #expect(body.diagnostics.first?.id == "mermaid.unsupported")
      #expect(body.diagnostics.first?.formatted.hasPrefix("ko/a.md:7:1: warning: ") == true)
    }
  }

  @Test func syntaxErrorPointsToItsLine() {
    let block = CodeBlock(
      info: "mermaid", code: "graph TD\nA --> B\nB ~~~ C\n", isFenced: true,
      range: SourceRange(lines: 3, 7),
      firstCodeLine: 4)
    let document = Document(
      path: "en/a.md", frontMatter: FrontMatter(), blocks: [.codeBlock(block)])
    let body = BodyRenderer.render(
      document, options: BodyRenderOptions(language: .en, path: "en/a.md"))
    #expect(body.diagnostics.map(\.id) == ["mermaid.syntax"])
    #expect(body.diagnostics.first?.range?.start.line == 6)
    #expect(body.html.contains("B ~~~ C"))
  }

  @Test func seedChartDraws() throws {
    // The real chart in the Chinese seed note, read at test time.
    let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("shared/seeds")
    let files =
      (try? FileManager.default.contentsOfDirectory(at: seeds, includingPropertiesForKeys: nil))
      ?? []
    var charts = 0
    for file in files.sorted(by: { $0.path < $1.path }) {
      guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
      for fence in text.components(separatedBy: "```mermaid\n").dropFirst() {
        guard let source = fence.components(separatedBy: "```").first else { continue }
        let html = try MermaidRenderer.html(source)
        for label in MermaidRenderer.labels(source) {
          #expect(html.contains(HTMLEscaping.text(label)))
        }
        charts += 1
      }
    }
    try #require(!files.isEmpty, "no seeds at \(seeds.path)")
    #expect(charts >= 1)
  }

  @Test(arguments: ["TD", "LR"])
  func aBackEdgeGoesAroundTheNodesItSpans(_ direction: String) throws {
    let layout = MermaidLayout(
      try MermaidParser.parse("graph \(direction)\nA --> B\nB --> C\nC -->|다시| A\n"))
    let back = try #require(layout.edges.first { $0.edge.label == "다시" })
    // Drawn from C to A, and every point of its outer segment lies beyond all three nodes.
    let (c, a) = (layout.boxes[2], layout.boxes[0])
    #expect(back.points.count == 4)
    let outer = back.points[1...2]
    if direction == "TD" {
      let right = layout.boxes.map { $0.center.x + $0.width / 2 }.max()!
      #expect(outer.allSatisfy { $0.x > right })
      #expect(back.points.first!.y == c.center.y && back.points.last!.y == a.center.y)
    } else {
      let bottom = layout.boxes.map { $0.center.y + $0.height / 2 }.max()!
      #expect(outer.allSatisfy { $0.y > bottom })
      #expect(back.points.first!.x == c.center.x && back.points.last!.x == a.center.x)
    }
  }
}

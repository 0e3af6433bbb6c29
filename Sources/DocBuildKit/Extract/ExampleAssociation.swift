/// A Swift block of a page with the scenario and expected output written after it.
public struct SwiftExample: Hashable, Sendable {
  /// The index of the block among the page's Swift blocks.
  public var index: Int
  public var codeBlock: CodeBlock
  public var attributes: FenceAttributes
  public var scenarioBlock: CodeBlock?
  /// The steps of the scenario block; empty without one.
  public var scenario: Scenario
  public var outputBlock: CodeBlock?
  public var expectedOutput: ExpectedOutput?
  /// Console logs in a fence that is not Swift (` ```text `, ` ``` `) right after the group, or
  /// later with prose that introduces them (`LogIntroduction`) right before.
  public var logBlocks: [CodeBlock] = []
  /// Where the prose beside the block says it does not compile (`CompileFailClaim`), for a block
  /// whose fence asks it to be compiled: if it compiles, the note is wrong, not the code.
  public var compileFailClaim: SourcePosition?
}

/// Pairs each Swift block with the `scenario` and `output` blocks right after it, walking the page in
/// reading order (inside callouts, quotes and lists too). Only other scenario or output blocks may sit
/// between (blank lines are not blocks); any other block ends the group. A scenario or output block
/// that follows no Swift block, or repeats one the group has, is a warning and is ignored, except
/// an output block that prose introduces as a log: it is a log of the last Swift block.
public enum ExampleAssociation {
  public static func examples(in document: Document) -> (
    examples: [SwiftExample], diagnostics: [Diagnostic]
  ) {
    var collector = Collector()
    collector.visit(document.blocks)
    var examples: [SwiftExample] = []
    var diagnostics: [Diagnostic] = []
    var groupOpen = false
    // Whether the item before is prose that announces a log.
    var announced = false
    // Whether a Swift block came since the last heading: a log announced in another section is
    // about something else (the syntax of output blocks, say).
    var programInSection = false

    // The paragraph right before the current item.
    var paragraphBefore: Paragraph?
    for item in collector.items {
      defer { paragraphBefore = item.paragraph }
      guard case .code(let block) = item else {
        if groupOpen, case .prose(let paragraph) = item {
          claimCompileFailure(&examples[examples.count - 1], paragraph, side: .after)
        }
        groupOpen = false
        if case .heading = item { programInSection = false }
        if case .prose(let paragraph) = item {
          announced = programInSection && LogIntroduction.introducesLog(paragraph.content.plainText)
        } else {
          announced = false
        }
        continue
      }
      defer { announced = false }
      if FenceAttributes.isSwift(block) {
        let (attributes, attributeDiagnostics) = FenceAttributes.parse(block, path: document.path)
        diagnostics += attributeDiagnostics
        examples.append(
          SwiftExample(
            index: examples.count, codeBlock: block, attributes: attributes, scenarioBlock: nil,
            scenario: Scenario(steps: []), outputBlock: nil, expectedOutput: nil))
        if let paragraphBefore {
          claimCompileFailure(&examples[examples.count - 1], paragraphBefore, side: .before)
        }
        groupOpen = true
        programInSection = true
      } else if block.isFenced && block.language == "scenario" {
        guard groupOpen, examples[examples.count - 1].scenarioBlock == nil,
          examples[examples.count - 1].outputBlock == nil
        else {
          diagnostics.append(orphan("scenario", block, document.path))
          continue
        }
        let (scenario, scenarioDiagnostics) = Scenario.parse(block, path: document.path)
        diagnostics += scenarioDiagnostics
        examples[examples.count - 1].scenarioBlock = block
        examples[examples.count - 1].scenario = scenario
      } else if ExpectedOutput.isOutputBlock(block) {
        guard groupOpen, examples[examples.count - 1].outputBlock == nil else {
          if !groupOpen, announced, !examples.isEmpty {
            examples[examples.count - 1].logBlocks.append(block)
            continue
          }
          diagnostics.append(orphan("output", block, document.path))
          continue
        }
        let (expected, outputDiagnostics) = ExpectedOutput.parse(block, path: document.path)
        diagnostics += outputDiagnostics
        examples[examples.count - 1].outputBlock = block
        examples[examples.count - 1].expectedOutput = expected
      } else {
        if groupOpen, ConsoleLogDetector.isLogBlock(block) {
          examples[examples.count - 1].logBlocks.append(block)
        } else if announced, !examples.isEmpty, ConsoleLogDetector.isAnnouncedLogBlock(block) {
          examples[examples.count - 1].logBlocks.append(block)
        } else if block.isFenced, block.code.contains("print(") {
          // Code shown outside Swift that prints (a sketch with `...`): the logs announced after
          // it are its own, not the earlier Swift block's.
          programInSection = false
        }
        groupOpen = false
      }
    }
    return (examples, diagnostics)
  }

  /// Records where `paragraph` says `example` does not compile, for a block meant to compile.
  private static func claimCompileFailure(
    _ example: inout SwiftExample, _ paragraph: Paragraph, side: CompileFailClaim.Side
  ) {
    guard example.compileFailClaim == nil,
      [.run, .compileOnly].contains(example.attributes.mode)
    else { return }
    // The paragraph's lines as written, to say on which one the sentence starts.
    let lines = paragraph.content.split { $0 == .softBreak || $0 == .lineBreak }.map {
      Array($0).plainText
    }
    guard let line = CompileFailClaim.claimLine(in: lines, side: side) else { return }
    example.compileFailClaim = SourcePosition(
      line: paragraph.range.start.line + line, column: line == 0 ? paragraph.range.start.column : 1)
  }

  private static func orphan(_ kind: String, _ block: CodeBlock, _ path: String) -> Diagnostic {
    .warning(
      "example.orphan-\(kind)",
      "this \(kind) block does not follow a Swift block (or its group already has one); it is ignored",
      path: path, range: block.range)
  }

  /// The page's blocks in reading order: code blocks, and markers for anything else.
  private struct Collector: BlockVisitor {
    enum Item {
      case code(CodeBlock)
      case prose(Paragraph)
      case heading
      case other

      var paragraph: Paragraph? {
        if case .prose(let paragraph) = self { paragraph } else { nil }
      }
    }

    var items: [Item] = []

    mutating func visitCodeBlock(_ codeBlock: CodeBlock) { items.append(.code(codeBlock)) }
    mutating func visitParagraph(_ paragraph: Paragraph) {
      items.append(.prose(paragraph))
    }
    mutating func visitHeading(_ heading: Heading) { items.append(.heading) }
    mutating func visitThematicBreak(_ range: SourceRange) { items.append(.other) }
    mutating func visitHTML(_ html: HTMLBlock) { items.append(.other) }
    mutating func visitTable(_ table: Table) { items.append(.other) }
  }
}

extension Notebook {
  /// The notebook of a page's examples, as `ExampleAssociation` found them.
  public static func assemble(
    _ examples: [SwiftExample], compiles: (Entry) -> Bool = { _ in true },
    errorLines: (Entry) -> Set<Int> = { _ in [] }
  ) -> [Entry] {
    assemble(
      examples.map { (codeBlock: $0.codeBlock, attributes: $0.attributes) }, compiles: compiles,
      errorLines: errorLines)
  }
}

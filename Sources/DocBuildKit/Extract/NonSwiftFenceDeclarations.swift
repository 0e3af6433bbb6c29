import SwiftSyntax

/// Types, functions and properties a note declares in fences docbuild does not read as Swift
/// (```text, an unlabelled fence without SwiftUI words, a lone `@State private var query = ""`):
/// code the note shows, though docbuild does not compile it. A block that uses one is not an
/// excerpt of code "the note never shows". An unlabelled fence of SwiftUI code that does not
/// parse (a stray `)`) counts too, with its syntax error (`SwiftFenceLabels.isUnparsedSwift`).
enum NonSwiftFenceDeclarations {
  /// Each name that such a fence declares at its top level, with the fence's line; only fences
  /// that parse as Swift without errors count, and unlabelled SwiftUI code that does not.
  static func lines(in document: Document) -> [String: Int] {
    var lines: [String: Int] = [:]
    for block in fences(in: document) {
      guard let tree = SwiftSource.parse(block.code),
        !tree.hasError || SwiftFenceLabels.isUnparsedSwift(block)
      else { continue }
      for statement in tree.statements {
        guard case .decl(let decl) = statement.item,
          decl.asProtocol(NamedDeclSyntax.self) != nil || decl.is(VariableDeclSyntax.self)
        else { continue }
        for name in decl.declaredNames where lines[name] == nil {
          lines[name] = block.range.start.line
        }
      }
    }
    return lines
  }

  /// The syntax error of each unlabelled fence of SwiftUI code that does not parse, by the
  /// fence's line: why docbuild could not read it as Swift.
  static func syntaxProblems(in document: Document) -> [Int: SyntaxProblem] {
    var problems: [Int: SyntaxProblem] = [:]
    for block in fences(in: document) where SwiftFenceLabels.isUnparsedSwift(block) {
      if case .invalid(let problem) = SwiftBlockClassifier.classify(block) {
        problems[block.range.start.line] = problem
      }
    }
    return problems
  }

  private static func fences(in document: Document) -> [CodeBlock] {
    var collector = Collector()
    collector.visit(document.blocks)
    return collector.blocks
  }

  private struct Collector: BlockVisitor {
    var blocks: [CodeBlock] = []

    mutating func visitCodeBlock(_ codeBlock: CodeBlock) {
      if codeBlock.isFenced, !FenceAttributes.isSwift(codeBlock) { blocks.append(codeBlock) }
    }
  }
}

import SwiftSyntax

/// Types, functions and properties a note declares in fences docbuild does not read as Swift
/// (```text, an unlabelled fence without SwiftUI words, a lone `@State private var query = ""`):
/// code the note shows, though docbuild does not compile it. A block that uses one is not an
/// excerpt of code "the note never shows".
enum NonSwiftFenceDeclarations {
  /// Each name that such a fence declares at its top level, with the fence's line; only fences
  /// that parse as Swift without errors count.
  static func lines(in document: Document) -> [String: Int] {
    var collector = Collector()
    collector.visit(document.blocks)
    var lines: [String: Int] = [:]
    for block in collector.blocks {
      guard let tree = SwiftSource.parse(block.code), !tree.hasError else { continue }
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

  private struct Collector: BlockVisitor {
    var blocks: [CodeBlock] = []

    mutating func visitCodeBlock(_ codeBlock: CodeBlock) {
      if codeBlock.isFenced, !FenceAttributes.isSwift(codeBlock) { blocks.append(codeBlock) }
    }
  }
}

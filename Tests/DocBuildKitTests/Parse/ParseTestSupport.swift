import Foundation

@testable import DocBuildKit

/// Parses `markdown` as a note named `path`.
func parseNote(_ markdown: String, path: String = "note.md") -> ParsedNote {
  NoteParser.parse(Data(markdown.utf8), path: path)
}

/// The document of a note that must parse; an empty one when it unexpectedly did not.
func document(_ markdown: String, path: String = "note.md") -> Document {
  parseNote(markdown, path: path).document
    ?? Document(path: path, frontMatter: FrontMatter(), blocks: [])
}

/// Every block of a tree, in document order, containers before their children.
func allBlocks(_ blocks: [Block]) -> [Block] {
  var collector = BlockCollector()
  collector.visit(blocks)
  return collector.blocks
}

private struct BlockCollector: BlockVisitor {
  var blocks: [Block] = []
  mutating func visitParagraph(_ paragraph: Paragraph) { blocks.append(.paragraph(paragraph)) }
  mutating func visitHeading(_ heading: Heading) { blocks.append(.heading(heading)) }
  mutating func visitCodeBlock(_ codeBlock: CodeBlock) { blocks.append(.codeBlock(codeBlock)) }
  mutating func visitBlockQuote(_ blockQuote: BlockQuote) {
    blocks.append(.blockQuote(blockQuote))
    visit(blockQuote.children)
  }
  mutating func visitList(_ list: List) {
    blocks.append(.list(list))
    for item in list.items { visit(item.children) }
  }
  mutating func visitThematicBreak(_ range: SourceRange) { blocks.append(.thematicBreak(range)) }
  mutating func visitHTML(_ html: HTMLBlock) { blocks.append(.html(html)) }
  mutating func visitTable(_ table: Table) { blocks.append(.table(table)) }
  mutating func visitCallout(_ callout: Callout) {
    blocks.append(.callout(callout))
    visit(callout.children)
  }
  mutating func visitFootnoteDefinition(_ footnote: FootnoteDefinition) {
    blocks.append(.footnoteDefinition(footnote))
    visit(footnote.children)
  }
}

extension Block {
  var codeBlock: CodeBlock? { if case .codeBlock(let b) = self { b } else { nil } }
  var callout: Callout? { if case .callout(let b) = self { b } else { nil } }
  var paragraph: Paragraph? { if case .paragraph(let b) = self { b } else { nil } }
  var heading: Heading? { if case .heading(let b) = self { b } else { nil } }
  var list: List? { if case .list(let b) = self { b } else { nil } }
  var table: Table? { if case .table(let b) = self { b } else { nil } }
  var blockQuote: BlockQuote? { if case .blockQuote(let b) = self { b } else { nil } }
  var footnote: FootnoteDefinition? { if case .footnoteDefinition(let b) = self { b } else { nil } }
}

/// The text a reader sees in a block tree (paragraphs, headings, table cells, code, HTML).
func visibleText(_ blocks: [Block]) -> String {
  allBlocks(blocks).map { block -> String in
    switch block {
    case .paragraph(let p): p.content.plainText
    case .heading(let h): h.content.plainText
    case .codeBlock(let c): c.code
    case .html(let h): h.html
    case .table(let t): (t.header + t.rows.flatMap { $0 }).map(\.plainText).joined(separator: " ")
    case .callout(let c): c.title ?? ""
    default: ""
    }
  }.joined(separator: "\n")
}

/// The folder `/work/shared` next to the repository, found from this file's path.
func sharedFolder(filePath: String = #filePath) -> URL {
  var url = URL(fileURLWithPath: filePath)
  while url.path != "/" {
    url.deleteLastPathComponent()
    if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
      return url.deletingLastPathComponent().appendingPathComponent("shared")
    }
  }
  return URL(fileURLWithPath: "/work/shared")
}

/// Runs `body` on a thread with a small stack, as the build's worker threads may have.
func runOnSmallStack(bytes: Int = 512 * 1024, _ body: @escaping @Sendable () -> Void) {
  let done = DispatchSemaphore(value: 0)
  let thread = Thread {
    body()
    done.signal()
  }
  thread.stackSize = bytes
  thread.start()
  done.wait()
}

import Foundation
import Testing

@testable import DocBuildKit

/// A fence never closed that runs to the end of the note is a note cut off inside it (a stored
/// copy ending mid-block); one that only runs to the end of its quote or list is not.
@Suite struct CutOffFenceTests {
  @Test func aFenceTheNoteEndsInsideIsCutOff() throws {
    let code = try #require(codeBlocks("# 잘림\n\n```swift\nlet 개수 = 1\n\n\n").last)
    #expect(code.isCutOff)
  }

  @Test func aClosedFenceAtTheEndIsNotCutOff() throws {
    let code = try #require(codeBlocks("# 完整\n\n```swift\nlet 数量 = 1\n```\n").last)
    #expect(!code.isCutOff)
  }

  @Test func anUnclosedFenceInsideAQuoteIsNotCutOff() throws {
    let code = try #require(
      codeBlocks("> ```swift\n> let count = 1\n\nAfter the quote.\n").first)
    #expect(!code.isCutOff)
  }

  private func codeBlocks(_ note: String) -> [CodeBlock] {
    let blocks = NoteParser.parse(Data(note.utf8), path: "en/cut.md").document?.blocks ?? []
    return blocks.flatMap { block -> [CodeBlock] in
      switch block {
      case .codeBlock(let code): [code]
      case .blockQuote(let quote):
        quote.children.compactMap {
          guard case .codeBlock(let code) = $0 else { return nil }
          return code
        }
      default: []
      }
    }
  }
}

import Foundation
import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// Swift pasted without fences (blog exports) is found, shown and run as a Swift block; the
  /// prose around it, even on the lines right after the code, stays prose.
  @Suite struct UnfencedCodeTests {
    @Test func codeBetweenParagraphsBecomesASwiftBlockAndProseStays() throws {
      let note = """
        카운터 예제 (let)

        struct Counter: View {
            @State private var value = 0

            var body: some View {
                Button("+1") { value += 1 }
            }
        }
          • 버튼을 누르면 Counter 만 다시 그려진다
        struct 는 값 타입이다 {중괄호}.

        """
      let parsed = NoteParser.parse(Data(note.utf8), path: "ko/note.md")
      let blocks = try #require(parsed.document?.blocks)
      let codes = blocks.compactMap { if case .codeBlock(let code) = $0 { code } else { nil } }
      #expect(codes.count == 1)
      let code = try #require(codes.first)
      #expect(code.language == "swift")
      #expect(code.range.start.line == 3 && code.firstCodeLine == 3)
      #expect(code.code.hasPrefix("struct Counter: View {\n") && code.code.hasSuffix("\n}\n"))
      #expect(
        parsed.diagnostics.map(\.formatted) == [
          "ko/note.md:3:1: warning: unfenced Swift code: fence it with ```swift"
        ])
      // The paragraphs before and after, at their own lines.
      let paragraphs = blocks.compactMap { if case .paragraph(let p) = $0 { p } else { nil } }
      #expect(paragraphs.map(\.range.start.line) == [1, 10])
      #expect(paragraphs.last?.content.plainText.contains("struct 는 값 타입이다") == true)
    }

    @Test func proseAndFencedNotesAreLeftAsTheyAre() throws {
      let note = """
        struct 는 값 타입이고 class 는 참조 타입이다 {예를 들어}
        }

        ```swift
        struct A {}
        ```

        """
      let parsed = NoteParser.parse(Data(note.utf8), path: "ko/note.md")
      #expect(parsed.diagnostics.isEmpty)
      let blocks = try #require(parsed.document?.blocks)
      #expect(blocks.count == 2)
    }
  }
}

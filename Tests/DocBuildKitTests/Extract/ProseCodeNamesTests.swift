import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// Names the prose writes in code spans, with their paragraphs' lines; code blocks, and plain
  /// words outside code spans, give none.
  @Suite struct ProseCodeNamesTests {
    @Test func codeSpansOfParagraphsAndListsAreRead() {
      let note = document(
        """
        # 과일

        과일 목록은 `var 과일들 = ["사과"]`처럼 둡니다.

        - 개수는 **`과일들.count`** 입니다.
        - 그리고 `total`

        ```swift
        let 바구니 = 3
        ```

        """)
      let lines = ProseCodeNames.lines(in: note)
      #expect(lines["과일들"] == 3)
      #expect(lines["count"] == 5)
      #expect(lines["total"] == 6)
      #expect(lines["바구니"] == nil)
      #expect(lines["과일"] == nil)
    }

    @Test func wordsOutsideCodeSpansAreNotNames() {
      let note = document(
        """
        # 水果

        水果 fruits 放在数组里。

        """)
      #expect(ProseCodeNames.lines(in: note).isEmpty)
    }
  }
}

import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// What `print(value)` writes for a SwiftUI value, pasted into an unlabelled fence, is output:
  /// it is not read as Swift (nor its private type names as names the note never declares), and
  /// a log announced after code shown outside Swift is that code's, not an earlier block's.
  @Suite struct ValueDescriptionTests {
    func unlabelled(_ code: String) -> SwiftFenceLabels.Reading? {
      SwiftFenceLabels.reading(of: fencedBlock(code, info: "", fenceLine: 3))
    }

    @Test func aPrintedValueIsNotReadAsSwift() {
      #expect(
        unlabelled(
          """
          (
            ModifiedContent(
              content: Text(storage: Text.Storage.verbatim("茶"), modifiers: []),
              modifier: _PaddingLayout(edges: SwiftUI.Edge.Set(rawValue: 15), insets: nil)
            )
          )
          """) == nil)
      #expect(unlabelled("Optional(SwiftUI.Text(storage: 값, modifiers: []))") == nil)
    }

    @Test func codeUsingSuchNamesStillIs() {
      // A closure or a declaration is code, whatever it names.
      #expect(
        unlabelled("Button(\"加\") { _ = SwiftUI.Text(\"一\") }") == .unlabelled)
      #expect(unlabelled("Text(\"Hello\").padding()") == .unlabelled)
    }

    @Test func aLogAnnouncedAfterPrintingCodeShownOutsideSwiftIsNotTheSwiftBlocks() {
      let note = document(
        """
        # 镜像

        ```swift
        Text("一").tag(0)
        ```

        接下来打印它:

        ```
        struct 选择器: View {
          ...
          var body: some View { let _ = print(内容) }
        }
        ```

        控制台显示:

        ```
        (ModifiedContent(content: Text(storage: 存储), modifier: _TraitWritingModifier(value: 0)))
        ```

        """)
      let examples = ExampleAssociation.examples(in: note).examples
      #expect(examples.count == 1)
      #expect(examples[0].logBlocks.isEmpty)
    }

    @Test func aLogAnnouncedAfterTheSwiftBlockStillIsIts() {
      let note = document(
        """
        # Log

        ```swift
        let total = 2 + 3
        print("total: \\(total)")
        ```

        The console prints:

        ```
        total: 5
        ```

        """)
      let examples = ExampleAssociation.examples(in: note).examples
      #expect(examples.first?.logBlocks.count == 1)
    }
  }
}

import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// Code followed in its own fence by the types it printed: shown, not run.
  @Suite struct CodeWithOutputTests {
    func category(_ code: String) -> SwiftBlockCategory {
      SwiftBlockClassifier.classify(fencedBlock(code, fenceLine: 1))
    }

    @Test func aPrintedTypeAfterTheCallIsOutput() {
      // Korean, Chinese and English notes printing a view's type, then showing it.
      #expect(
        category(
          """
          let 인사 = Text("안녕").padding()
          print(type(of: 인사))

          // 출력 결과
          ModifiedContent<Text, _PaddingLayout>

          """) == .codeWithOutput)
      #expect(
        category(
          """
          Button("确定") {
              print(type(of: self.body))
          }
          .frame(width: 100)

          ModifiedContent<
              Button<Text>,
              _FrameLayout
          >

          """) == .codeWithOutput)
      #expect(
        category("dump(Text(\"Hi\").bold())\nText.Storage\n") == .codeWithOutput)
    }

    @Test func codeThatPrintsNothingOrEndsInCodeIsNot() {
      // A generic type written as a value without a print before it is code, not output.
      #expect(category("let kinds = Array<Int>()\nArray<Int>\n") != .codeWithOutput)
      // The print comes last: there is no output shown after it.
      #expect(category("let 数 = 3\nprint(数)\n") == .program)
      #expect(category("print(type(of: Text(\"a\")))\nText(\"b\").padding()\n") != .codeWithOutput)
    }
  }
}

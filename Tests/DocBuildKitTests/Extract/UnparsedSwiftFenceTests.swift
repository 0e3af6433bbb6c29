import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// An unlabelled fence of SwiftUI code that does not parse (a stray `)`) is not run as Swift,
  /// but what it declares is the note's, said with the fence's line and its syntax error.
  @Suite struct UnparsedSwiftFenceTests {
    // A Chinese note: two modifiers, the second closing a parenthesis it never opened.
    let note = document(
      """
      # 光晕

      ```
      struct 光晕: ViewModifier {
        func body(content: Content) -> some View {
          content.shadow(radius: 8)
        }
      }

      struct 暗角: ViewModifier {
        func body(content: Content) -> some View {
          content.overlay(Color.black.opacity(0.2))
          )
        }
      }
      ```

      ```text
      struct 草稿: ViewModifier {
        func body(content: Content) -> some View { content ) }
      }
      ```

      """)

    @Test func itsDeclarationsAreTheNotesWithTheSyntaxError() throws {
      let lines = NonSwiftFenceDeclarations.lines(in: note)
      #expect(lines["光晕"] == 3)
      #expect(lines["暗角"] == 3)
      // A fence labelled `text` that does not parse is not Swift the note shows.
      #expect(lines["草稿"] == nil)
      let problems = NonSwiftFenceDeclarations.syntaxProblems(in: note)
      #expect(problems.keys.sorted() == [3])
      let problem = try #require(problems[3])
      #expect(problem.position.line == 13, "\(problem)")
    }

    @Test func codeThatParsesOrNamesNoSwiftUIIsNoUnparsedSwift() {
      let parses = fencedBlock(
        "struct 光晕: ViewModifier {\n  func body(content: Content) -> some View { content }\n}\n",
        info: "", fenceLine: 1)
      #expect(!SwiftFenceLabels.isUnparsedSwift(parses))
      let plain = fencedBlock("struct 点 { let x: Int ) }\n", info: "", fenceLine: 1)
      #expect(!SwiftFenceLabels.isUnparsedSwift(plain))
      let stray = fencedBlock(
        "struct 光晕: ViewModifier {\n  func body(content: Content) -> some View { content ) }\n}\n",
        info: "", fenceLine: 1)
      #expect(SwiftFenceLabels.isUnparsedSwift(stray))
    }
  }
}

import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// Statements that `return` at top level are an excerpt of a function's body: they compile as
  /// the body of a function nothing calls, never as top-level code, where Swift forbids `return`.
  @Suite struct FunctionBodyExcerptTests {
    @Test func aTopLevelReturnMakesTheStatementsAFunctionBody() throws {
      let check = fencedBlock(
        """
        guard !Task.isCancelled else {
          return
        }
        let 남은개수 = 3
        print(남은개수)

        """, fenceLine: 5)
      let entry = notebook([check])[0]
      let unit = try #require(entry.unit)
      #expect(entry.completed)
      #expect(!unit.hasTopLevelCode)
      #expect(unit.root == nil)
      #expect(unit.source.contains("func noteStatements() {\nguard !Task.isCancelled"))
      // The block's own lines keep their note lines.
      let line = try #require(unit.line(containing: "return"))
      #expect(unit.sourceMap.noteLocation(forUnitLine: line, column: 1)?.line == 7)
    }

    @Test func theFunctionAwaitsAndThrowsAsItsStatementsDo() throws {
      let fetch = fencedBlock(
        """
        let 数据 = try await URLSession.shared.data(from: URL(string: "https://example.com")!)
        guard !数据.0.isEmpty else { return }

        """, fenceLine: 1)
      let unit = try #require(notebook([fetch])[0].unit)
      #expect(unit.source.contains("func noteStatements() async throws {"), "\(unit.source)")
    }

    /// `return AnyView(…)`, a branch's fix shown alone, gives a view: the function returns one.
    @Test func returningSwiftUIViewsMakesAFunctionGivingAView() throws {
      let erased = fencedBlock(
        """
        return AnyView(VStack {
            Text("안녕")
        }
        .padding())

        """, fenceLine: 1)
      let unit = try #require(notebook([erased])[0].unit)
      #expect(unit.source.contains("func noteStatements() -> some View {\nreturn AnyView("))
      // A value that is no SwiftUI view leaves the function giving nothing, as written.
      let count = fencedBlock("let 总数 = 3\nreturn 总数 + 1\n", fenceLine: 1)
      let plain = try #require(notebook([count])[0].unit)
      #expect(plain.source.contains("func noteStatements() {\nlet 总数 = 3"))
    }

    @Test func returnsInsideClosuresAndFunctionsLeaveTheBlockAsWritten() throws {
      // The `return`s belong to the closure and the function: the top level returns nothing.
      let closure = fencedBlock(
        """
        let doubled = [1, 2].map { value in
          return value * 2
        }
        print(doubled)

        """, fenceLine: 1)
      let entry = notebook([closure])[0]
      #expect(!entry.completed)
      #expect(entry.unit?.hasTopLevelCode == true)
      let function = fencedBlock(
        "func total() -> Int {\n  return 3\n}\nprint(total())\n", fenceLine: 1)
      #expect(notebook([function])[0].unit?.source.contains("noteStatements") == false)
    }
  }
}

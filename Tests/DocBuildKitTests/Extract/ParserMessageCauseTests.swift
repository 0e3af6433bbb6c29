import Testing

@testable import DocBuildKit

extension ExtractTests.SyntaxProblemCauseTests {
  /// `0..&lt;n`: an export to HTML left the entity where Swift needs `<`; the reason says so
  /// instead of the parser's "expected `)`".
  @Test func anHTMLEntityInARangeIsNamedWithItsCharacter() throws {
    let code = """
      struct Shelf: View {
          let titles = ["Dune", "Emma"]
          var body: some View {
              ForEach(0..&lt;titles.count) { Text(titles[$0]) }
          }
      }
      """
    let problem = try #require(syntaxProblem(code))
    #expect(problem.cause == .htmlEntities(lines: [14], written: ["&lt;"]))
    let en = NotRunReason.block(.invalid(problem)).text(in: .en)
    #expect(en.contains("`&lt;` at line 14 is the HTML entity for `<`"), "\(en)")
    #expect(!en.contains("expected"), "\(en)")
    let zh = NotRunReason.block(.invalid(problem)).text(in: .zh)
    #expect(zh.contains("第 14 行的 `&lt;` 是 `<` 的 HTML 实体"), "\(zh)")
  }

  /// Every line holding an entity is named, the first the parser stops at and the later ones it
  /// never reaches; an entity inside a string or a comment is the text the author shows.
  @Test func everyLineWithAnHTMLEntityIsNamed() throws {
    let code = """
      struct 书架: View {
          let 书名 = ["A &amp; B", "C"]  // 两本书 &amp; 更多
          var body: some View {
              ForEach(0..&lt;书名.count, id: \\.self) { i in Text(书名[i]) }
          }
          func 最后(_ n: Int) -&gt; Int {
              n &gt; 0 ? n - 1 : 0
          }
      }
      """
    let problem = try #require(syntaxProblem(code))
    #expect(problem.cause == .htmlEntities(lines: [14, 16, 17], written: ["&lt;", "&gt;"]))
    let en = NotRunReason.block(.invalid(problem)).text(in: .en)
    #expect(
      en.contains("`&lt;`, `&gt;` at lines 14, 16, 17 are the HTML entities for `<`, `>`"), "\(en)")
    let zh = NotRunReason.block(.invalid(problem)).text(in: .zh)
    #expect(zh.contains("第 14、16、17 行的 `&lt;`、`&gt;` 分别是 `<`、`>` 的 HTML 实体"), "\(zh)")
    let ko = NotRunReason.block(.invalid(problem)).text(in: .ko)
    #expect(ko.contains("14, 16, 17행의 `&lt;`, `&gt;`은(는) 각각 `<`, `>`의 HTML 엔티티"), "\(ko)")
  }

  /// Decoded, the code is what its author wrote: its strings and comments keep their text.
  @Test func decodingAnEntityLeavesStringsAndCommentsAlone() {
    #expect(
      HTMLEntityCode.decoded("if a &amp;&amp; b { print(\"x &lt; y\") } // a &gt; b")
        == "if a && b { print(\"x &lt; y\") } // a &gt; b")
  }

  /// `Grid(rows: 행들 content: {`: the comma between two arguments is missing, which the
  /// parser only calls "expected `)`".
  @Test func aMissingCommaBetweenArgumentsIsSaid() throws {
    let code = """
      ScrollView {
        LazyVGrid(columns: 열들 content: {
          Text("하나")
        })
      }
      """
    let problem = try #require(syntaxProblem(code))
    #expect(problem.cause == .missingComma(line: 12, before: "columns: 열들", after: "content:"))
    let ko = NotRunReason.block(.invalid(problem)).text(in: .ko)
    #expect(ko.contains("12행의 `columns: 열들`와(과) `content:` 사이에 인자를 나누는 쉼표가 빠졌습니다"), "\(ko)")
    #expect(!ko.contains("expected"), "\(ko)")
  }

  /// A row of dashes between two views: two files pasted into one fence.
  @Test func aRowOfDashesIsADividerBetweenTwoFiles() throws {
    let code = """
      struct 첫째: View {
          var body: some View { Text("1") }
      }

      --------------------------------

      struct 둘째: View {
          var body: some View { Text("2") }
      }
      """
    let problem = try #require(syntaxProblem(code))
    #expect(problem.cause == .divider(line: 15))
    let ko = NotRunReason.block(.invalid(problem)).text(in: .ko)
    #expect(ko.contains("15행은 Swift가 아니라 한 코드 블록 안에서 두 코드(두 파일)를 나누는 줄표입니다"), "\(ko)")
    let en = NotRunReason.block(.invalid(problem)).text(in: .en)
    #expect(en.contains("line 15 is a row of dashes dividing two pieces of code"), "\(en)")
  }

  /// One `if` line taken from an earlier block to talk about it: not a program.
  @Test func aSingleOpeningLineIsAQuotedLine() throws {
    let problem = try #require(syntaxProblem("if 订单.数量 > 库存.上限 {"))
    #expect(problem.cause == .quotedLine(line: 11, text: "if 订单.数量 > 库存.上限 {"))
    let zh = NotRunReason.block(.invalid(problem)).text(in: .zh)
    #expect(zh.contains("只引用了第 11 行（`if 订单.数量 > 库存.上限 {`）这一行"), "\(zh)")
    #expect(!zh.contains("expected"), "\(zh)")
  }

  /// A block of two lines whose `if` is closed is no quoted line: its parse error is its own.
  @Test func aClosedIfIsNoQuotedLine() throws {
    let problem = try #require(syntaxProblem("if 数量 > {\n}"))
    #expect(problem.cause != .quotedLine(line: 11, text: "if 数量 > {"))
  }
}

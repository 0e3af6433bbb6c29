import Testing

@testable import DocBuildKit

/// A line of a function the page shows, repeated alone to explain it, reads that function's
/// locals: the reason names the function and its line, not a name "the note never declares".
@Suite struct StatementOfShownFunctionReasonTests {
  private static func note(_ title: String, _ caption: String) -> String {
    """
    # \(title)

    ```swift
    func total(of prices: [Double]) -> Double {
        let taxed = prices.map { $0 * 1.1 }
        let sum = taxed.reduce(0, +)
        return sum
    }
    ```

    \(caption)

    ```swift
    let sum = taxed.reduce(0, +)
    ```

    """
  }

  @Test func englishNamesTheFunction() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "en/total.md", Self.note("Totals", "The sum adds the taxed prices:"))
    #expect(
      report.last
        == "en/total.md:13: not run (excerpt): a statement from the body of the function `total` (line 4): it reads `taxed`, declared inside that function, which code compiled apart from it cannot see"
    )
    #expect(!page.contains("never declares"))
  }

  @Test func koreanNamesTheFunction() throws {
    let (_, _, page) = try SiteFixture.buildNote(
      "ko/total.md", Self.note("합계", "합계는 세금을 더한 가격을 더합니다:"))
    #expect(page.contains("4행의 함수 total 본문에서 가져온 문장입니다"))
  }

  @Test func chineseNamesTheFunction() throws {
    let (_, _, page) = try SiteFixture.buildNote(
      "zh/total.md", Self.note("合计", "合计把含税价格相加："))
    #expect(page.contains("这是从第 4 行的函数 total 的函数体中摘出的语句"))
  }

  @Test func aViewReadingALocalIsNoStatementOfIt() {
    // The first line must be the function's own: a view reading the same name is not.
    #expect(
      StatementOwner.function(
        declaring: ["taxed"], shownIn: "Text(\"\\(taxed)\")",
        in: [3: "func total() -> Double {\n  let taxed = 1.0\n  return taxed\n}"]) == nil)
    #expect(
      StatementOwner.function(
        declaring: ["taxed"], shownIn: "  return taxed\n",
        in: [3: "func total() -> Double {\n  let taxed = 1.0\n  return taxed\n}"])
        == StatementOwner.Function(name: "total", line: 4))
  }

  /// A line of an initializer, reading its parameter and the parameter of a closure inside it,
  /// is that initializer's, spelt with its labels.
  @Test func aLineOfAnInitializerNamesIt() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "ko/binding.md",
      """
      # 바인딩 변환

      ```swift
      extension Binding where Value == Bool {
          init<T>(있으면 원본: Binding<T?>) {
              self.init {
                  원본.wrappedValue != nil
              } set: { 새값 in
                  if !새값 { 원본.wrappedValue = nil }
              }
          }
      }
      ```

      닫을 때:

      ```swift
      if !새값 { 원본.wrappedValue = nil }
      ```

      """)
    #expect(
      report.last
        == "ko/binding.md:17: not run (excerpt): a statement from the body of the function `init(있으면:)` (line 5): it reads `새값`, `원본`, declared inside that function, which code compiled apart from it cannot see"
    )
  }
}

import Testing

@testable import DocBuildKit

extension CheckTests {
  /// swiftc's "property wrapper cannot be applied to a computed property" over a wrapped
  /// property whose braces are empty is said as those braces; real accessors keep its words.
  @Suite struct WrapperOverEmptyAccessorsTests {
    func computedWrapped(line: Int) -> CompilerMessage {
      CompilerMessage(
        file: "main.swift", line: line, column: 5, severity: .error,
        text: "property wrapper cannot be applied to a computed property")
    }

    @Test func emptyBracesAfterAWrappedPropertyAreSaidInEachLanguage() throws {
      let lines: [Substring] = [
        "final class 장바구니: ObservableObject {", "    @Published var 개수: Int = 0 {",
        "        // willSet을 지웠다", "    }", "}",
      ]
      let cause = try #require(
        WrapperOverEmptyAccessors.cause(of: computedWrapped(line: 2), lines: lines))
      #expect(cause == .wrapperOverEmptyAccessors(wrapper: "Published", property: "개수"))
      #expect(cause.text(in: .ko).contains("`@Published var 개수` 뒤에 빈 `{ }`가 있습니다"))
      #expect(cause.text(in: .zh).contains("`@Published var 개수` 后面跟着空的 `{ }`"))
      #expect(cause.text(in: .en).contains("which makes `개수` a computed property"))
    }

    @Test func bracesOnOneLineAreEmptyToo() {
      let lines: [Substring] = ["struct 计数器 { @AppStorage(\"次数\") var 次数 = 0 { } }"]
      #expect(
        WrapperOverEmptyAccessors.cause(of: computedWrapped(line: 1), lines: lines)
          == .wrapperOverEmptyAccessors(wrapper: "AppStorage", property: "次数"))
    }

    /// A getter under a wrapper is another mistake, left in swiftc's words.
    @Test func aGetterIsNotEmptyBraces() {
      let lines: [Substring] = ["@State var total: Int {", "    items.count", "}"]
      #expect(WrapperOverEmptyAccessors.cause(of: computedWrapped(line: 1), lines: lines) == nil)
    }
  }
}

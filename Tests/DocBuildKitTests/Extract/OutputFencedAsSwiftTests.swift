import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// What a program printed or the compiler said, fenced as Swift, is shown as such: not a
  /// syntax error, nor a fence opened in the wrong place.
  @Suite struct OutputFencedAsSwiftTests {
    func category(_ code: String) -> SwiftBlockCategory {
      SwiftBlockClassifier.classify(fencedBlock(code, fenceLine: 10))
    }

    @Test func aDumpTreeIsConsoleOutput() {
      #expect(
        category(
          """
          ▿ 订单
           \\- 名称 : "茶"
           \\- 数量 : 2
          """) == .consoleLog)
      #expect(
        category(
          """
          Basket init
          140732783334111
          ▿ Basket
            ▿ _items: Array<Fruit>
              - count: 3
            - _owner: nil
          """) == .consoleLog)
    }

    @Test func numberedLinesNamingGenericTypesAreOutput() {
      #expect(
        category(
          """
          1 Int 3
          2 State<Int> State<Int>(_value: 3, _location: nil)
          3 Binding<Int> Binding<Int>(_value: 3)
          """) == .consoleLog)
    }

    @Test func aQuotedCompilerMessageIsOne() {
      #expect(category("error: cannot find 'basket' in scope") == .compilerMessage)
      #expect(
        category("Cart.swift:12:5: error: value of type 'Cart' has no member 'totl'")
          == .compilerMessage)
      #expect(
        category(
          """
          Cannot convert value 'name' of type 'String' to expected type 'Binding<String>'

          Insert '$'
          """) == .compilerMessage)
      let block = NotRunReason.block(.compilerMessage)
      #expect(block.text(in: .ko).hasPrefix("Swift 코드가 아니라 컴파일러가 낸 메시지입니다"))
      #expect(block.text(in: .zh).hasPrefix("这是编译器给出的消息"))
      #expect(block.text(in: .en) == "a compiler message, not Swift: shown, not run")
    }

    /// Code that quotes a message in a string, or fails for its own reasons, stays code.
    @Test func codeQuotingAMessageIsCode() {
      #expect(category(#"print("error: 'x' is missing")"#) != .compilerMessage)
      #expect(category("let a = [1, 2\nlet b = 3") != .compilerMessage)
    }
  }
}

import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// A block that assigns at its top level (`box.count = 3`) is a script: a type's members assign
  /// nothing. Its `let` over a value it never makes is the script's global, so the block is a
  /// program that uses an undeclared value, not members lifted out of a type.
  @Suite struct ScriptGlobalClassificationTests {
    func category(_ code: String) -> SwiftBlockCategory {
      SwiftBlockClassifier.classify(fencedBlock(code, fenceLine: 1))
    }

    @Test func chineseScriptOverAnUnmadeValueIsAProgram() {
      let code = """
        @Observable
        class 仓库 {
            var 数量 = 1
        }

        let 合计 = 跟踪 {
            库存.数量 + 1
        }

        库存.数量 = 5
        """
      #expect(category(code) == .program)
    }

    @Test func englishScriptOverAnUnmadeValueIsAProgram() {
      let code = """
        let doubled = box.count * 2
        box.count = 3
        """
      #expect(category(code) == .program)
    }

    /// Without an assignment, a `let` reading a value the block never makes stays a member of an unseen type.
    @Test func koreanPropertyReadingAnUnmadeValueStaysAMember() {
      let code = """
        let 합계 = 장바구니.상품.count
        """
      #expect(category(code) == .fragment(.members))
    }
  }
}

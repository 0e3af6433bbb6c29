import Testing

@testable import DocBuildKit

extension CheckTests {
  /// "cannot find operator" for an operator typed with its characters swapped is said as the
  /// operator meant.
  @Suite struct MistypedOperatorTests {
    @Test func swappedCharactersAreSaidInEachLanguage() throws {
      let cause = try #require(
        MistypedOperator.cause(ofError: "cannot find operator '=<' in scope"))
      #expect(cause == .mistypedOperator(written: "=<", meant: "<="))
      #expect(cause.text(in: .ko).contains("`=<`은(는) Swift의 연산자가 아닙니다"))
      #expect(cause.text(in: .zh).contains("本意是 `<=`"))
      #expect(cause.text(in: .en).contains("a mistyped operator, `<=` was meant"))
    }

    @Test func aNegatedEqualityTypedBackwardsIsSaid() {
      #expect(
        MistypedOperator.cause(ofError: "cannot find operator '=!' in scope")
          == .mistypedOperator(written: "=!", meant: "!="))
    }

    /// An operator the note means to declare elsewhere is none of these slips.
    @Test func anUndeclaredCustomOperatorIsNoSlip() {
      #expect(MistypedOperator.cause(ofError: "cannot find operator '<~>' in scope") == nil)
    }
  }
}

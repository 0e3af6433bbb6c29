import Testing

@testable import DocBuildKit

extension CheckTests {
  /// Every error swiftc gives on a `@Binding` property written with a value is said as the value
  /// it cannot have; a `@State` with one, or a binding compared in a later line, is no such slip.
  @Suite struct BindingInitialValueTests {
    func error(line: Int, _ text: String) -> CompilerMessage {
      CompilerMessage(file: "main.swift", line: line, column: 5, severity: .error, text: text)
    }

    @Test func aBindingWithAValueIsSaidInEachLanguage() throws {
      let lines: [Substring] = [
        "struct 开关行: View {", "    @Binding var 已开启 = true",
        "    var body: some View { EmptyView() }",
        "}",
      ]
      let cause = try #require(
        BindingInitialValue.cause(
          of: error(
            line: 2,
            "incorrect argument label in call (have 'wrappedValue:', expected 'projectedValue:')"),
          lines: lines))
      #expect(cause == .bindingGivenValue("已开启"))
      #expect(cause.text(in: .zh).contains("`@Binding var 已开启` 被赋了初始值"))
      #expect(cause.text(in: .ko).contains("`@Binding var 已开启`에 초깃값을 주었습니다"))
      #expect(cause.text(in: .en).contains("a `@Binding` property has no value of its own"))
      #expect(
        BindingInitialValue.cause(
          of: error(line: 2, "generic parameter 'Value' could not be inferred"), lines: lines)
          == .bindingGivenValue("已开启"))
    }

    @Test func aTypedPrivateBindingWithAValueIsSaid() {
      let lines: [Substring] = ["  @Binding private var 수량: Int = 1"]
      #expect(
        BindingInitialValue.cause(
          of: error(line: 1, "cannot convert value of type 'Int' to specified type 'Binding<Int>'"),
          lines: lines) == .bindingGivenValue("수량"))
    }

    @Test func aBindingWithoutAValueOrAStateWithOneIsNoSuchSlip() {
      let lines: [Substring] = ["  @Binding var count: Int", "  @State var total = 0"]
      #expect(BindingInitialValue.cause(of: error(line: 1, "some error"), lines: lines) == nil)
      #expect(BindingInitialValue.cause(of: error(line: 2, "some error"), lines: lines) == nil)
    }
  }
}

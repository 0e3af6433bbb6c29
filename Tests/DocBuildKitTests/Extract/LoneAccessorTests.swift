import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// `set { … newValue … }` shown alone is a piece of a property: the page names the property
  /// whose accessor it was cut from, not `set` and `newValue` as names the note never declares.
  @Suite struct LoneAccessorTests {
    @Test func accessorsAloneAreTold() {
      #expect(LoneAccessor.kinds(in: "set {\n  倍数 = newValue\n  print(倍数)\n}\n") == ["set"])
      #expect(
        LoneAccessor.kinds(in: "get { 진행 }\nset { 진행 = newValue }\n") == ["get", "set"])
      #expect(LoneAccessor.kinds(in: "didSet { print(oldValue) }\n") == ["didSet"])
    }

    @Test func callsAndOtherCodeAreNot() {
      #expect(LoneAccessor.kinds(in: "set(3)\n") == nil)
      #expect(LoneAccessor.kinds(in: "set { x = newValue }\nprint(x)\n") == nil)
      #expect(LoneAccessor.kinds(in: "Button(\"好\") { 计数 += 1 }\n") == nil)
    }

    @Test func thePropertyWhoseAccessorReadsTheSameNamesIsFound() {
      let blocks = [
        (
          code: """
          var 音量: Double {
            get { 存储 }
            set { 存储 = newValue }
          }
          """, line: 5
        ),
        (
          code: """
          var animatableData: CGFloat {
            get { 倍数 }
            set { 倍数 = newValue }
          }
          """, line: 20
        ),
      ]
      let found = LoneAccessor.property(
        withAccessor: "set", like: "set {\n  倍数 = newValue\n  print(倍数)\n}\n", in: blocks)
      #expect(found?.name == "animatableData")
      #expect(found?.line == 20)
      // Sharing only `set` and `newValue` tells no property apart.
      #expect(
        LoneAccessor.property(withAccessor: "set", like: "set { 别的 = newValue }", in: blocks)
          == nil)
    }

    @Test func theReasonSaysWhichPropertyInEachLanguage() {
      let reason = NotRunReason.accessorsApart(["set"], property: "진행", line: 12)
      #expect(
        reason.text(in: .en)
          == "a `set` accessor shown alone, a piece of the property `진행` (line 12): it runs only inside that property"
      )
      #expect(reason.text(in: .ko) == "`set` 접근자만 따로 보여 줍니다: 12행 프로퍼티 `진행`의 일부로, 그 프로퍼티 안에서만 실행됩니다")
      #expect(reason.text(in: .zh) == "单独展示的 `set` 访问器：它是第 12 行属性 `진행` 的一部分，只能在该属性内部运行")
      let unknown = NotRunReason.accessorsApart(["get", "set"], property: nil, line: nil)
      #expect(
        unknown.text(in: .en)
          == "the `get`, `set` accessors shown alone, a piece of a property the note never shows: they run only inside that property"
      )
      #expect(!unknown.text(in: .zh).contains("没有声明"))
    }
  }
}

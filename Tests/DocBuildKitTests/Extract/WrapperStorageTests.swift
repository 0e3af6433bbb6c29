import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// `_count = State(initialValue: 0)` sets the storage of a view's `@State var count`: shown in a
  /// lone `init`, the page says so, not that `_count` is a name the note never declares.
  @Suite struct WrapperStorageTests {
    @Test func assignmentsOfAWrappersValueNameItsStorage() {
      let found = WrapperStorage.assigned(
        in: """
          init(_ 初始值: Int, 模型: 模型) {
            _计数 = State(initialValue: 初始值)
            self._模型 = StateObject(wrappedValue: 模型)
            _计数 = State(initialValue: 0)
            名字 = "茶"
          }
          """)
      #expect(found.map(\.storage) == ["_计数", "_模型"])
      #expect(found.map(\.wrapper) == ["State", "StateObject"])
    }

    @Test func anotherTypesValueOrAPlainNameIsNone() {
      #expect(WrapperStorage.assigned(in: "_cache = Cache(limit: 3)").isEmpty)
      #expect(WrapperStorage.assigned(in: "my_count = State(initialValue: 0)").isEmpty)
    }

    @Test func theReasonNamesThePropertyAndTheViewItBelongsTo() {
      let reason = NotRunReason.wrapperStorageApart(
        ["_점수"], wrappers: ["State"], alsoUnshown: ["기록"])
      #expect(
        reason.text(in: .en)
          == "it sets `_점수`, the storage Swift makes for a view's `@State var 점수`; the note never shows that view, and this initializer belongs inside it, and it uses `기록`, which the note never declares"
      )
      #expect(
        reason.text(in: .ko).hasPrefix("`_점수`을(를) 설정합니다: Swift가 뷰의 `@State var 점수`에 만드는 저장소입니다"))
      #expect(reason.text(in: .zh).hasPrefix("设置了 `_점수`：这是 Swift 为视图的 `@State var 점수` 生成的存储"))
      #expect(reason.kind == "excerpt")
    }
  }
}

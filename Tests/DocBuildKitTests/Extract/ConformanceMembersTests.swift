import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// What a conformance gives a type (`rawValue` of a `String`-backed enum, `allCases` of a
  /// `CaseIterable` one, `hashValue`) is read bare by its members: never a name the note forgot.
  @Suite struct ConformanceMembersTests {
    func undeclared(_ code: String) -> [String] {
      notebook([fencedBlock(code, fenceLine: 1)])[0].undeclaredValues
    }

    @Test func aRawValueEnumsMembersReadItsRawValue() {
      #expect(
        undeclared(
          """
          enum Tab: String, CaseIterable {
            case 首页, 设置
            var 标题: String { rawValue.capitalized }
            static var 第一个: Tab { allCases[0] }
          }
          @State private var 选中 = Tab.首页
          var body: some View { Text(选中.标题) }

          """
        ).isEmpty)
    }

    @Test func anIntBackedEnumAndAHashableTypeToo() {
      #expect(
        undeclared(
          """
          enum 단계: Int { case 하나 = 1; var 다음: Int { rawValue + 1 } }
          struct 열쇠: Hashable { let 이름: String; var 번호: Int { hashValue } }
          @State private var 지금 = 단계.하나
          var body: some View { Text("\\(지금.다음)") }

          """
        ).isEmpty)
    }

    @Test func aTypeWithoutTheConformanceStillLacksIt() {
      #expect(
        undeclared(
          """
          struct Badge { var label: String { rawValue } }
          @State private var badge = Badge()
          var body: some View { Text(badge.label) }

          """) == ["rawValue"])
    }
  }
}

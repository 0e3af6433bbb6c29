import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// `mutating func` (or `static`, `override`, `required`…) at the top level of a block: members
  /// of a type shown apart from it, said with the type the page shows them in.
  @Suite struct MembersApartFromTypeTests {
    @Test func aMutatingMethodAloneIsAMember() {
      let entry = notebook([
        fencedBlock(
          """
          mutating func 追加(_ 图片: Image) {
              追加(Text(图片))
          }

          """, fenceLine: 1)
      ])[0]
      #expect(entry.category == .fragment(.members))
    }

    /// A revised `static func` of an extension shown earlier, written without it.
    @Test func aStaticMethodAloneIsAMember() {
      let entry = notebook([
        fencedBlock(
          """
          static func ripple(index: Int) -> Animation {
              Animation.spring(dampingFraction: 0.5).delay(0.03 * Double(index))
          }

          """, fenceLine: 1)
      ])[0]
      #expect(entry.category == .fragment(.members))
    }

    @Test func aPlainFunctionAloneIsStillAProgram() {
      let entry = notebook([
        fencedBlock(
          """
          func 합계(_ 값: [Int]) -> Int {
              값.reduce(0, +)
          }
          print(합계([1, 2]))

          """, fenceLine: 1)
      ])[0]
      #expect(entry.category == .program)
    }

    @Test func aNestedTypesExtensionOwnsItsMembersByItsWholeName() {
      let owners = MemberOwners.owners(in: [
        (
          code: """
          extension LocalizedStringKey.StringInterpolation {
              mutating func appendInterpolation(_ 徽章: 徽章)
          }
          """, line: 7
        )
      ])
      #expect(
        owners["appendInterpolation"] == [
          MemberOwners.Owner(type: "LocalizedStringKey.StringInterpolation", line: 7)
        ])
    }

    @Test func theReasonNamesTheTypeInEachLanguage() {
      let reason = NotRunReason.membersOfOtherType(
        "Score.Interpolation", line: 9, members: ["append"])
      #expect(
        reason.text(in: .en)
          == "members shown apart from their type: `append` belongs to `Score.Interpolation` (line 9), and compiles only inside it (or an extension of it)"
      )
      #expect(reason.text(in: .ko).contains("9행의 `Score.Interpolation`에 속하므로"))
      #expect(reason.text(in: .zh).contains("属于第 9 行的 `Score.Interpolation`"))
      #expect(!reason.text(in: .en).contains("Swift compiler"))
    }
  }
}

import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// Which type a member shown apart belongs to: a type holding the name as a property before an
  /// enum having only a `case` of it, and an `init` shown apart is its owner's.
  @Suite struct MemberOwnersHoldingTests {
    static let page: [(code: String, line: Int)] = [
      (
        """
        final class 설정: ObservableObject {
            @Published var 音量: Int
        }
        """, 3
      ),
      ("enum Keys: CodingKey {\n    case 音量\n}", 9),
      ("var 音量: Int\n\ninit(音量: Int = 5) {\n    self.音量 = 音量\n}", 15),
    ]

    @Test func aPropertyIsHeldBeforeACaseOfTheSameName() {
      let owners = MemberOwners.owners(in: Self.page)
      #expect(owners["音量"]?.map(\.type) == ["설정", "Keys"])
      #expect(owners["音量"]?.map(\.isCase) == [false, true])
      #expect(MemberOwners.holding(owners["音量"] ?? []).map(\.type) == ["설정"])
      // Only cases: they are all there is.
      let cases = MemberOwners.owners(in: [Self.page[1]])
      #expect(MemberOwners.holding(cases["音量"] ?? []).map(\.type) == ["Keys"])
    }

    @Test func anInitializerShownApartBelongsToTheTypeHoldingItsMembers() {
      #expect(MemberOwners.initializersShownApart(in: Self.page) == [15: "설정"])
      // Blocks without a loose `init` (a type's own, a call of `.init`) are none.
      let others = [Self.page[0], ("let 值 = Int.init(3)\nprint(值)", 30)]
      #expect(MemberOwners.initializersShownApart(in: others).isEmpty)
    }

    /// Before the `init` is shown the class cannot be made; from then on it can.
    @Test func aClassIsMadeOnceItsInitializerIsShownApart() {
      #expect(
        MemberOwners.classesWithoutInitializer(in: Self.page, seenFrom: 3) == ["설정": ["音量"]])
      #expect(MemberOwners.classesWithoutInitializer(in: Self.page, seenFrom: 40).isEmpty)
    }
  }
}

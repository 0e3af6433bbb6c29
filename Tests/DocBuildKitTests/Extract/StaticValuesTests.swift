import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// The page's typed `static` values, read from the syntax tree: whatever modifiers come first,
  /// with the type or extended type declaring them, and not when an instance's value shares the
  /// name.
  @Suite struct StaticValuesTests {
    @Test func aStaticValueIsFoundWithItsOwnerWhateverItsModifiers() {
      let code = """
        extension ShapeStyle where Self == Color {
          static private var 경고색: Color { .orange }
        }
        struct 설정 {
          private static let 기본값: Int = 3
        }
        """
      let values = StaticValues.declared(in: [(code: code, line: 5)])
      #expect(values["경고색"] == .init(type: "Color", owner: "ShapeStyle", line: 5))
      #expect(values["기본값"] == .init(type: "Int", owner: "설정", line: 5))
    }

    @Test func aNameAlsoDeclaredForAnInstanceIsNoStaticValue() {
      let blocks = [
        (code: "enum Theme { static var accent: Color = .blue }", line: 3),
        (code: "struct Card: View { var accent = Color.red }", line: 9),
      ]
      #expect(StaticValues.declared(in: blocks)["accent"] == nil)
    }

    /// A `static` value outside any type is a loose member, not one of a type.
    @Test func aStaticValueOutsideAnyTypeHasNoOwner() {
      let values = StaticValues.declared(in: [(code: "static let shared: Store = Store()", line: 1)])
      #expect(values.isEmpty)
    }
  }
}

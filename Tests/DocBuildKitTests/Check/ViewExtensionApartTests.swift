import Testing

@testable import DocBuildKit

extension CheckTests {
  /// A top-level function returning `some View` that calls SwiftUI's view members with no
  /// receiver is a modifier shown without its `extension View`; other unfound names stay
  /// the note's own.
  @Suite struct ViewExtensionApartTests {
    static let code = """
      func 말풍선<Content: View>(보임: Bool, @ViewBuilder content: () -> Content) -> some View {
          if 보임 { 기록하기() }
          return overlay(content().opacity(보임 ? 1 : 0))
      }
      """

    @Test func bareViewMembersOfAFunctionReturningAViewAreFound() {
      #expect(
        ViewExtensionApart.modifiers(calledIn: Self.code, among: ["기록하기", "overlay"])
          == ["overlay"])
      let plain = "func tint() -> Color { overlay(.red) }"
      #expect(ViewExtensionApart.modifiers(calledIn: plain, among: ["overlay"]).isEmpty)
    }

    @Test func theReasonSaysTheExtensionInEachLanguage() {
      let reason = NotRunReason.viewExtensionApart(modifiers: ["overlay"], alsoUnshown: ["기록하기"])
      #expect(reason.kind == "excerpt")
      #expect(reason.text(in: .en).contains("shown without the `extension View { … }`"))
      #expect(reason.text(in: .en).contains("and it uses `기록하기`, which the note never declares"))
      #expect(reason.text(in: .ko).contains("`extension View { … }` 안에 들어갈 수정자"))
      #expect(reason.text(in: .zh).contains("缺少它所在的 `extension View { … }`"))
    }
  }
}

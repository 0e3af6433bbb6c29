import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// The spelling of a platform member a reason names is the overload the block calls.
  @Suite struct PlatformAPISpellingTests {
    @Test func theOverloadMatchingTheCallsLabelsIsNamed() {
      let api = PlatformAPI(
        list: """
          [SwiftUI]
          .scrollPosition(_:anchor:)
          .scrollPosition(id:anchor:)
          """)
      #expect(api.member(named: "scrollPosition", calledWith: ["id"]) == ".scrollPosition(id:anchor:)")
      #expect(api.member(named: "scrollPosition", calledWith: ["_"]) == ".scrollPosition(_:anchor:)")
      // Labels no spelling takes: the first spelling, as before.
      #expect(
        api.member(named: "scrollPosition", calledWith: ["offset"]) == ".scrollPosition(_:anchor:)")
    }
  }
}

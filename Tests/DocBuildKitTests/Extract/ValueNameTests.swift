import Testing

@testable import DocBuildKit

/// Hangul and Han letters have no case: a name starting with one names a value, as a lower-case
/// name does, so Korean and Chinese members are read by the same rules as English ones.
struct ValueNameTests {
  @Test func lowerCaseAndCaselessNamesAreValues() {
    #expect(NameUsage.namesAValue("count"))
    #expect(NameUsage.namesAValue("_count"))
    #expect(NameUsage.namesAValue("남은초"))
    #expect(NameUsage.namesAValue("数量"))
  }

  @Test func upperCaseNamesAndProjectionsAreNot() {
    #expect(!NameUsage.namesAValue("CounterModel"))
    #expect(!NameUsage.namesAValue("Éclair"))
    #expect(!NameUsage.namesAValue("$count"))
    #expect(!NameUsage.namesAValue(""))
  }
}

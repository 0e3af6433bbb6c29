import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// SwiftUI's names for watchOS, tvOS and macOS only, and SwiftData's names, are in the list
  /// with what they are for: a reason says so instead of calling them undeclared.
  @Suite struct OtherPlatformNamesTests {
    let api = PlatformAPI.shared

    @Test func watchComplicationNamesAreWatchOSOnes() {
      #expect(api.platform(of: ".complicationForeground()") == "watchOS 7")
      #expect(api.platform(of: ".complicationRenderingMode") == "watchOS 7")
      #expect(
        api.beyondEngine(in: "@Environment(\\.complicationRenderingMode) var 모드")
          == [".complicationRenderingMode"])
    }

    @Test func resettingFocusIsNotIOSs() {
      #expect(api.platform(of: ".resetFocus") == "macOS 12, tvOS 14, watchOS 7")
      #expect(api.platform(of: "ResetFocusAction") == "macOS 12, tvOS 14, watchOS 7")
    }

    @Test func historyTypesAndTheContainerModifierAreSwiftDatas() {
      #expect(api.isSwiftData("DefaultHistoryTransaction"))
      #expect(
        api.isSwiftData(".modelContainer(for:inMemory:isAutosaveEnabled:isUndoEnabled:onSetup:)"))
      #expect(!api.isSwiftData(".padding(_:)"))
      #expect(!api.isSwiftData("List"))
    }
  }
}

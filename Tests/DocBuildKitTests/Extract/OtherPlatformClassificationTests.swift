import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// Code wrapped whole in another platform's `#if os(…)` compiles to nothing on iOS: not
  /// runnable, with a reason that names the platform.
  @Suite struct OtherPlatformClassificationTests {
    func category(_ code: String) -> SwiftBlockCategory {
      SwiftBlockClassifier.classify(fencedBlock(code, fenceLine: 1))
    }

    @Test func aWatchOSStandInIsForAnotherPlatform() {
      // 中文笔记：watchOS 上没有 NavigationView，自己写一个替身。
      let standIn = """
        import SwiftUI

        #if os(watchOS)
        struct NavigationView<内容: View>: View {
            let 内容: () -> 内容
            init(@ViewBuilder content: @escaping () -> 内容) { self.内容 = content }
            var body: some View { VStack { 内容() } }
        }
        #endif
        """
      #expect(category(standIn) == .otherPlatform(["watchOS"]))
      #expect(category(standIn).name == "other platform")
      #expect(category(standIn).reason.contains("`watchOS`"))
    }

    @Test func severalOtherPlatformsAreNamed() {
      let code = """
        #if os(macOS) || os(tvOS)
        extension View {
            func 제목(_ text: String) -> some View { self }
        }
        #endif
        """
      #expect(category(code) == .otherPlatform(["macOS", "tvOS"]))
    }

    @Test func codeIOSCompilesStaysAProgram() {
      let withElse = """
        #if os(watchOS)
        let 이름 = "시계"
        #else
        let 이름 = "폰"
        #endif
        print(이름)
        """
      #expect(category(withElse) == .program)
      let forIOS =
        "#if os(iOS)\nstruct Row: View {\n  var body: some View { Text(\"Hi\") }\n}\n#endif\n"
      #expect(category(forIOS) == .program)
    }
  }
}

import Foundation
import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// An optional `var` with no value is a valid global (it starts as `nil`): beside the block's
  /// own types it is the program's, not a member lifted out of a type. Alone, or not optional,
  /// it is still a member.
  @Suite struct OptionalGlobalClassificationTests {
    func category(_ code: String) -> SwiftBlockCategory {
      SwiftBlockClassifier.classify(fencedBlock(code, fenceLine: 1))
    }

    @Test func koreanOptionalSubscriptionBesideItsTypesIsAProgram() {
      let code = """
        import Combine

        var 구독: AnyCancellable?

        class 온도계 {
            @Published var 온도 = 18.0
        }
        """
      #expect(category(code) == .program)
    }

    @Test func englishOptionalVarAloneIsAMember() {
      #expect(category("var selection: String?") == .fragment(.members))
    }

    @Test func chineseNonOptionalVarBesideATypeIsAMember() {
      let code = """
        var 城市: 城市信息

        struct 城市信息 {
            var 名字 = "上海"
        }
        """
      #expect(category(code) == .fragment(.members))
    }
  }
}

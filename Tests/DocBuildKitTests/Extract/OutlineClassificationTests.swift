import Foundation
import Testing

@testable import DocBuildKit

extension ExtractTests {
  /// Blocks that list what goes where instead of being a program: members beside statements or
  /// modifier lines, a name declared twice, a container holding only a modifier; and an empty
  /// fence. Each is shown with a reason that says what it is, never a compiler's message.
  @Suite struct OutlineClassificationTests {
    func category(_ code: String) -> SwiftBlockCategory {
      SwiftBlockClassifier.classify(fencedBlock(code, fenceLine: 1))
    }

    @Test func koreanWrapperBesideAssignmentsIsAnOutline() {
      let code = """
        // 바인딩을 쓰면
        @Binding var 점수: Int
        점수 = 3 // 실제로는 _점수.wrappedValue = 3

        _점수.update()
        """
      #expect(category(code) == .plainText(.outline))
    }

    @Test func chineseWrappersDeclaredTwiceBesideAModifierLineAreAnOutline() {
      let code = """
        // 订阅
        @ObservedObject var 设置: Settings
        // 自己创建
        @StateObject var 设置 = Settings()
        // 最上层视图传下去
        .environmentObject(设置)
        """
      #expect(category(code) == .plainText(.outline))
    }

    @Test func chineseStateBesideAChainWithNoViewSaysTheChainHasNoView() {
      let code = """
        @State var 偏移 = CGSize.zero

        .offset(x: 偏移.width, y: 偏移.height)
        .animation(.spring(), value: 偏移)
        """
      #expect(category(code) == .plainText(.outlineWithChain))
      #expect(category(code).reason.contains("no view to modify"))
    }

    @Test func englishWrappersBesideAConditionAndACallAreAnOutline() {
      let code = """
        // Reading the environment
        @Environment(\\.colorScheme) var scheme

        if scheme == .dark {
            NightScreen()
        } else {
            DayScreen()
        }

        // Overriding it
        GreetingView().environment(\\.colorScheme, .dark)
        """
      #expect(category(code) == .plainText(.outline))
    }

    @Test func englishContainerHoldingOnlyAModifierIsAnOutline() {
      let code = """
        NavigationStack {
            // the screen's content
            .navigationTitle("Inbox")
        }
        """
      #expect(category(code) == .plainText(.containerOutline))
    }

    @Test func membersFollowedByABodyStayAView() {
      #expect(category("@State var 켜짐 = false\nToggle(\"켜기\", isOn: $켜짐)") == .fragment(.members))
      #expect(category("@State var 开 = false\nif 开 {\n  Circle()\n}") == .fragment(.members))
      #expect(category("NavigationStack {\n  Text(\"Inbox\")\n}") == .fragment(.viewExpression))
      #expect(category("@State var count = 0\n@State var name = \"\"") == .fragment(.members))
      // Without a wrapped property it is code from inside a type or function, not an outline.
      #expect(
        category("let 规则 = 模式.lowercased()\nlet 规则 = 模式.uppercased()") != .plainText(.outline))
      #expect(
        category("let p = source.values\nfor await v in p {\n  print(v)\n}") == .fragment(.members))
    }

    @Test func anEmptyFenceHasNothingToRun() {
      #expect(category("") == .plainText(.empty))
      #expect(category("\n   \n") == .plainText(.empty))
      #expect(category("").reason == "an empty code block: nothing to run")
      #expect(NotRunReason.block(.plainText(.empty)).text(in: .ko) == "빈 코드 블록입니다: 실행할 것이 없습니다")
      // A comment alone is not empty.
      #expect(category("// 待补充") != .plainText(.empty))
    }
  }
}

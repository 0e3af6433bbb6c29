import Foundation
import Testing

@testable import DocBuildKit

/// Pages that declare a name again to show a variant, explain SwiftUI with a pseudo-definition,
/// or show two views side by side: built as a user would, read through `--explain`.
@Suite struct RedeclarationNotesTests {
  func build(_ path: String, _ note: String) throws -> (
    report: [String], diagnostics: [Diagnostic]
  ) {
    let fixture = SiteFixture([path: note])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build(explore: false)
    return (summary.exampleReport, diagnostics)
  }

  @Test func aChildRedeclaredForTheEnvironmentRunsWithTheParentShownAfterIt() throws {
    let (report, diagnostics) = try build(
      "ko/note.md",
      """
      # 자식 뷰에 모델 넘기기

      먼저 부모가 모델을 직접 넘깁니다.

      ```swift
      class 장바구니: ObservableObject {
        @Published var 개수 = 0
      }
      struct 부모뷰: View {
        @StateObject var 모델 = 장바구니()
        var body: some View { 자식뷰(모델: 모델) }
      }
      struct 자식뷰: View {
        @ObservedObject var 모델: 장바구니
        var body: some View { Text("\\(모델.개수)개") }
      }
      ```

      이번에는 자식이 환경에서 모델을 읽습니다.

      ```swift
      struct 자식뷰: View {
        @EnvironmentObject var 모델: 장바구니
        var body: some View { Text("환경: \\(모델.개수)") }
      }
      ```

      부모는 모델을 환경에 넣습니다.

      ```swift
      struct 부모뷰: View {
        @StateObject var 모델 = 장바구니()
        var body: some View { 자식뷰().environmentObject(모델) }
      }
      ```

      """)
    #expect(
      report == [
        "ko/note.md:5: run",
        "ko/note.md:21: run [context 2: line 21 declares `자식뷰` again]",
        "ko/note.md:30: run [context 3: line 30 declares `부모뷰` again]",
      ], "\(report)")
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
  }

  @Test func anErrorInAnEarlierBlocksCodeIsReportedAtTheBlockThatCausedIt() throws {
    let (report, diagnostics) = try build(
      "zh/note.md",
      """
      # 重新声明模型

      ```swift
      class 计数: ObservableObject {
        @Published var 值 = 0
      }
      struct 显示: View {
        @ObservedObject var 模型: 计数
        var body: some View { Text("\\(模型.值)") }
      }
      struct 首页: View {
        @StateObject var 模型 = 计数()
        var body: some View { 显示(模型: 模型) }
      }
      ```

      改名之后，旧的视图不再适用：

      ```swift
      class 计数: ObservableObject {
        @Published var 总数 = 0
      }
      struct 页面: View {
        @StateObject var 模型 = 计数()
        var body: some View { 显示(模型: 模型) }
      }
      ```

      """)
    #expect(report.first == "zh/note.md:3: run", "\(report)")
    // The old view reads `模型.值` through `@ObservedObject`'s dynamic member lookup.
    #expect(
      report.last
        == "zh/note.md:19: failed (compile error) [context 2: line 19 declares `计数` again]: 19:1: value of type '计数' has no dynamic member '值' using key path from root type '计数' (at line 9, earlier on the page)",
      "\(report)")
    // Nothing is reported under the first block, which ran.
    #expect(
      !diagnostics.contains { $0.severity == .error && ($0.range?.start.line ?? 0) < 19 },
      "\(diagnostics)")
  }

  @Test func aPseudoDefinitionOfStateDoesNotPoisonTheRealOne() throws {
    let (report, _) = try build(
      "en/note.md",
      """
      # How @State stores its value

      Roughly, `State` is a box the view keeps outside itself:

      ```swift
      struct State<Value> {
        var box: [Value]
        var wrappedValue: Value { box[0] }
      }
      ```

      A view uses the real one:

      ```swift
      struct Counter: View {
        @State private var count = 0
        var body: some View {
          Button("Count: \\(count)") { count += 1 }
        }
      }
      ```

      """)
    #expect(report == ["en/note.md:5: compiled only", "en/note.md:14: run"], "\(report)")
  }

  /// A wrapper of the note's own, built on the real `State`, shares only what every wrapper
  /// has (`wrappedValue`) with the pseudo-definition, and nothing of its private storage.
  @Test func aWrapperOnTheRealStateIsNotGivenThePseudoDefinition() throws {
    let (report, _) = try build(
      "ko/note.md",
      """
      # @State를 흉내 내 보기

      ```swift
      @propertyWrapper
      struct State<Value> {
        private final class 상자 {
          var 값: Value
          init(_ 값: Value) { self.값 = 값 }
        }
        private var 보관: 상자
        var wrappedValue: Value {
          get { 보관.값 }
          nonmutating set { 보관.값 = newValue }
        }
        init(wrappedValue: Value) { 보관 = 상자(wrappedValue) }
      }
      ```

      진짜 `State` 위에 만든 래퍼입니다.

      ```swift
      @propertyWrapper
      struct 기억: DynamicProperty {
        @State private var 저장된: String
        var wrappedValue: String {
          get { 저장된 }
          nonmutating set { 저장된 = newValue }
        }
        init(wrappedValue: String) {
          _저장된 = State(initialValue: wrappedValue)
        }
      }

      struct 메모뷰: View {
        @기억 var 메모 = "안녕"
        var body: some View { Text(메모) }
      }
      ```

      """)
    #expect(report == ["ko/note.md:3: compiled only", "ko/note.md:21: run"], "\(report)")
  }

  @Test func twoPeerViewsEachRun() throws {
    let (report, _) = try build(
      "en/note.md",
      """
      ```swift
      struct WithState: View {
        @State private var taps = 0
        var body: some View { Button("State \\(taps)") { taps += 1 } }
      }
      struct WithConstant: View {
        var body: some View { Text("Constant") }
      }
      ```

      """)
    #expect(
      report == [
        "en/note.md:1: run; each view nothing uses ran as its own root: `WithConstant` (the block's run, the last declared), `WithState` ran"
      ], "\(report)")
  }

  @Test func aChineseLookupIsNotReplayedOnARedeclaredString() throws {
    let (report, diagnostics) = try build(
      "zh/note.md",
      """
      # 富文本查找

      ```swift
      var 文本 = AttributedString("你好，世界")
      let 世界 = 文本.range(of: "世界")!
      文本[世界].foregroundColor = .red
      print(文本.characters.count)
      ```

      换一个字符串，里面没有“世界”：

      ```swift
      var 文本 = AttributedString("早上好")
      let 早上 = 文本.range(of: "早上")!
      print(String(文本[早上].characters))
      ```

      """)
    #expect(
      report == [
        "zh/note.md:3: run",
        "zh/note.md:12: run [context 2: line 12 declares `文本` again]",
      ], "\(report)")
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
  }

  @Test func aKoreanStoreBesideAPseudoStateLeavesTheRealOneToAView() throws {
    let (report, diagnostics) = try build(
      "ko/note.md",
      """
      # 상태를 한곳에 모으기

      ```swift
      class 앱저장소: ObservableObject {
        @Published var state = State()
      }
      struct State {
        var 이름 = ""
        var 로그인 = false
      }
      ```

      뷰는 진짜 `@State`를 씁니다.

      ```swift
      struct 카운터: View {
        @State private var 횟수 = 0
        var body: some View { Button("\\(횟수)번") { 횟수 += 1 } }
      }
      ```

      """)
    #expect(report == ["ko/note.md:3: compiled only", "ko/note.md:15: run"], "\(report)")
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
  }
}

import Foundation
import Testing

@testable import DocBuildKit

/// Blocks written as a view's parts: members followed by the view they build, and closures
/// whose bodies the note left out on one line (`{ ... }`).
@Suite struct MembersWithExpressionTests {
  @Test func stateLinesThenAViewExpressionRunAsOneView() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      "ko/stepper.md",
      """
      # 스테퍼

      ```swift
      @State private var 개수 = 0

      Button("개수: \\(개수)") { 개수 += 1 }
      ```

      ```scenario
      tap "개수: 0"
      ```

      """)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(report == ["ko/stepper.md:3: run (completed)"])
    #expect(page.contains("개수: 1"))
  }

  /// A computed property among the members, reading nothing the block does not declare, is a
  /// member of that view too.
  @Test func aComputedPropertyAmongTheMembersIsOneOfThem() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      "zh/range.md",
      """
      # 范围

      ```swift
      @State var 数量 = 2

      var 上限: Int {
          let 基数 = 5
          return 基数 * 2
      }

      Stepper("数量：\\(数量)", value: $数量, in: 0...上限)
      ```

      """)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(report == ["zh/range.md:3: run (completed)"])
    #expect(page.contains("数量：2"))
  }

  @Test func anElidedActionOnOneLineIsCompleted() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      "zh/buttons.md",
      """
      # 按钮

      ```swift
      struct 工具栏: View {
        var body: some View {
          HStack {
            Button("保存") { ... }
            Button("删除") { … }
          }
        }
      }
      ```

      """)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(report == ["zh/buttons.md:3: run (completed)"])
    #expect(page.contains("保存"))
  }

  @Test func anElidedBodyOnOneLineShowsNothing() throws {
    let (report, diagnostics, _) = try SiteFixture.buildNote(
      "en/shell.md",
      """
      # Shell

      ```swift
      struct Settings: View {
        @State private var isOn = false
        var body: some View { ... }
      }
      ```

      """)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(report == ["en/shell.md:3: run (completed)"])
  }

  @Test func inlineMarksAreBlankedInPlace() {
    var lines = HiddenLines(code: "Button(\"Go\") { ... }\nText(\"Loading...\")\n")
    let completed = lines.completeElisions()
    #expect(completed)
    #expect(lines.compiledLines.map(\.text) == ["Button(\"Go\") {     }", "Text(\"Loading...\")"])
  }

  @Test func laterExpressionsReadTheMembersShownWithAView() throws {
    // The members a block shows beside its view are lent to the view expressions after it.
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      "zh/badge.md",
      """
      # 徽章

      ```swift
      var 徽章: some View {
        Text("新").padding(4)
      }

      HStack { 徽章 }
      ```

      换一种排列：

      ```swift
      VStack {
        徽章
        Text("消息")
      }
      ```

      """)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(report == ["zh/badge.md:3: run (completed)", "zh/badge.md:13: run (completed)"])
    #expect(page.contains("消息"))
  }

  @Test func theLentMembersLeaveTheirBlocksViewBehind() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      "en/label.md",
      """
      # Labels

      ```swift
      var title: some View { Text("Inbox") }
      Text("First layout")
      ```

      ```swift
      HStack { title }
      ```

      """)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(report == ["en/label.md:3: run (completed)", "en/label.md:8: run (completed)"])
    // The second block's view is its own: the first block's `Text` is not carried with `title`.
    let completion = try #require(page.range(of: "HStack { title }"))
    #expect(!page[completion.upperBound...].contains("First layout"))
  }

  @Test func koreanExpressionReadingNoShownMemberIsNotWrapped() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "ko/label.md",
      """
      # 제목

      ```swift
      var 제목: some View { Text("받은편지함") }
      Text("첫 배치")
      ```

      ```swift
      HStack { 부제목 }
      ```

      """)
    #expect(report.count == 2)
    #expect(report[1].hasPrefix("ko/label.md:8: not run"))
  }

  @Test func koreanExpressionReadsTheStateOfAViewShownAsMembers() throws {
    // Members with their `var body`, then a new look for the body: the state is lent, the old
    // body is not.
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      "ko/toggle.md",
      """
      # 토글

      ```swift
      @State var 켜짐 = false
      var body: some View {
        Toggle("전원", isOn: $켜짐)
      }
      ```

      ```swift
      Toggle("전원", isOn: $켜짐)
        .padding()
      Text(켜짐 ? "켜짐" : "꺼짐")
      ```

      ```scenario
      toggle "전원"
      ```

      """)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(report == ["ko/toggle.md:3: run (completed)", "ko/toggle.md:10: run (completed)"])
    #expect(page.contains("켜짐"))
  }

  @Test func aLoneBodyReadsTheStateShownBeforeIt() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      "en/stepper.md",
      """
      # Steppers

      ```swift
      @State var level: Int = 3
      ```

      ```swift
      var body: some View {
        Stepper("Level: \\(level)", value: $level)
      }
      ```

      """)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(
      report == [
        "en/stepper.md:3: ran as part of the example at line 7 (completed)",
        "en/stepper.md:7: run (completed)",
      ])
    #expect(page.contains("Level: 3"))
  }

  @Test func chineseMethodsAndTheirCallersShareTheShownMembers() throws {
    // State, then a method changing it, then a view calling the method: one view, built up.
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      "zh/width.md",
      """
      # 宽度

      ```swift
      @State var 宽度: Double = 100
      ```

      ```swift
      func 加宽(_ 增量: Double) {
        宽度 += 增量
      }
      ```

      ```swift
      VStack {
        Text("宽度 \\(Int(宽度))")
        Button("加宽") { 加宽(20) }
      }
      ```

      ```scenario
      tap "加宽"
      ```

      """)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(
      report == [
        "zh/width.md:3: ran as part of the example at line 13 (completed)",
        "zh/width.md:7: ran as part of the example at line 13 (completed)",
        "zh/width.md:13: run (completed)",
      ])
    #expect(page.contains("宽度 120"))
  }

  @Test func anElidedFunctionThatReturnsAValueTrapsWithTheMark() {
    var lines = HiddenLines(
      code: """
        func 크기() -> CGSize {
            ...
        }
        var 넓이: Double { … }
        func 표시() -> some View { ... }
        func 저장() { ... }

        """)
    let completed = lines.completeElisions()
    #expect(completed)
    #expect(
      lines.compiledLines.map(\.text) == [
        "func 크기() -> CGSize {", "fatalError(\"...\")", "}",
        "var 넓이: Double { fatalError(\"…\") }", "func 표시() -> some View { EmptyView()   }",
        "func 저장() {     }",
      ])
  }

  @Test func theBlocksAfterAnElidedFunctionStillRun() throws {
    // Elided, the function would break every later block that the page compiles it with.
    let (report, diagnostics, _) = try SiteFixture.buildNote(
      "en/sizes.md",
      """
      # Sizes

      ```swift
      extension View {
          func idealSize(in width: Double) -> CGSize {
              ...
          }
      }
      ```

      ```swift
      HStack {
          Text("Left")
          Text("Right")
      }
      ```

      """)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(
      report == ["en/sizes.md:3: compiled only (completed)", "en/sizes.md:11: run (completed)"])
  }

  /// State, then modifiers on a view the block reads (`wholeView.alert(…)`): the view's body
  /// over a view the note leaves out, said as that name, never as an outline shown, not run.
  @Test(arguments: [
    ("ko/alert.md", "전체화면", "알림"),
    ("en/alert.md", "wholeView", "showingAlert"),
  ])
  func stateThenModifiersOnAnUnshownViewNameTheView(path: String, view: String, flag: String)
    throws
  {
    let (report, _, _) = try SiteFixture.buildNote(
      path,
      """
      # Alert

      ```swift
      @State private var \(flag) = false
      \(view)
          .alert(isPresented: $\(flag)) {
              Alert(title: Text("OK?"))
          }
      ```

      """)
    #expect(
      report == ["\(path):3: not run (excerpt): uses `\(view)`, which the note never declares"],
      "\(report)")
  }
}

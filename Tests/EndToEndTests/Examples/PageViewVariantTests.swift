import Foundation
import Testing

@testable import DocBuildKit

/// A view expression reading the members of a view the page declares runs as that view, with
/// the expression for its `body`, and shows the view it ran in; a modifier chain reading them
/// runs as that view with the chain applied to its body's view.
@Suite struct PageViewVariantTests {
  @Test func anExpressionReadingAPageViewsMembersRunsAsThatView() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      "en/tip.md",
      """
      # Tips

      ```swift
      struct TipView: View {
        @State private var amount = 20
        @State private var percent = 10
        var body: some View {
          Text("Tips")
        }
      }
      ```

      The body grows:

      ```swift
      VStack {
        Text("Tip: \\(amount * percent / 100)")
        Button("More") { percent += 40 }
      }
      ```

      ```scenario
      tap "More"
      ```

      """)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(report == ["en/tip.md:3: run", "en/tip.md:15: run (completed)"])
    #expect(page.contains("Tip: 10"))
    // The completion shows the view the expression became the body of.
    #expect(page.contains("struct TipView: View {"))
  }

  @Test func koreanMemberNamesAreReadToo() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/tip.md",
      """
      # 팁 계산

      ```swift
      struct 팁화면: View {
        @State private var 금액 = 30
        var body: some View { Text("팁") }
      }
      ```

      ```swift
      VStack {
        Text("금액: \\(금액)")
        Button("올리기") { 금액 += 5 }
      }
      ```

      ```scenario
      tap "올리기"
      ```

      """)
    #expect(report == ["ko/tip.md:3: run", "ko/tip.md:10: run (completed)"])
    #expect(page.contains("금액: 35"))
  }

  @Test func anExpressionReadingValuesNoViewHasIsNotRun() throws {
    let (report, _, _) = try SiteFixture.buildNote(
      "zh/tip.md",
      """
      # 小费

      ```swift
      struct 小费: View {
        @State private var 金额 = 30
        var body: some View { Text("小费") }
      }
      ```

      ```swift
      Text("\\(税率)")
      ```

      """)
    #expect(report.count == 2)
    #expect(report[1].hasPrefix("zh/tip.md:10: not run"))
  }

  @Test func aChainReadingAPageViewsMembersModifiesItsBody() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      "en/sheet.md",
      """
      # Sheets

      ```swift
      struct SheetDemo: View {
        @State private var showing = false
        var body: some View {
          Button("Open") { showing = true }
        }
      }
      ```

      Attach the sheet to the button:

      ```swift
      .sheet(isPresented: $showing) {
        Text("Hello from the sheet")
      }
      ```

      ```scenario
      tap "Open"
      ```

      """)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(report == ["en/sheet.md:3: run", "en/sheet.md:14: run (completed)"])
    #expect(page.contains("Hello from the sheet"))
    // The completion shows the view whose body the chain modified, its body's view included.
    #expect(page.contains("struct SheetDemo: View {"))
    #expect(page.contains("    Button(\"Open\") { showing = true }\n.sheet(isPresented: $showing)"))
  }

  @Test func koreanChainOnABodyWrittenOnOneLine() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/visit.md",
      """
      # 방문 세기

      ```swift
      struct 방문화면: View {
        @State private var 방문 = 0
        var body: some View { Text("방문: \\(방문)") }
      }
      ```

      화면이 나타날 때마다 셉니다:

      ```swift
      .onAppear { 방문 += 1 }
      ```

      """)
    #expect(report == ["ko/visit.md:3: run", "ko/visit.md:12: run (completed)"])
    #expect(page.contains("방문: 1"))
  }

  @Test func chineseChainOnABodyOfSeveralStatementsIsNotRun() throws {
    // A chain after a body of several views would modify only the last: not the note's meaning.
    let (report, _, page) = try SiteFixture.buildNote(
      "zh/count.md",
      """
      # 计数

      ```swift
      struct 计数视图: View {
        @State private var 次数 = 0
        var body: some View {
          let 标题 = "次数"
          Text("\\(标题): \\(次数)")
        }
      }
      ```

      ```swift
      .onAppear { 次数 += 1 }
      ```

      """)
    #expect(report.count == 2)
    #expect(report[1].hasPrefix("zh/count.md:13: not run"))
    #expect(page.contains("只有修饰符链：应用到本页的视图上也无法编译"))
  }

  @Test func chineseChainWithAReturnedBodyRuns() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "zh/count.md",
      """
      # 计数

      ```swift
      struct 计数视图: View {
        @State private var 次数 = 0
        var body: some View {
          return Text("次数: \\(次数)")
        }
      }
      ```

      ```swift
      .onAppear {
          次数 += 2
      }
      ```

      """)
    #expect(report == ["zh/count.md:3: run", "zh/count.md:12: run (completed)"])
    #expect(page.contains("次数: 2"))
  }

  @Test func koreanButtonCallingAPageViewsMethodRunsAsThatView() throws {
    // It reads none of the view's values: it calls the view's method.
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      "ko/greet.md",
      """
      # 인사

      ```swift
      struct 인사화면: View {
        @State private var 인사말 = "아직"
        func 인사하기() { 인사말 = "안녕하세요" }
        var body: some View { Text(인사말) }
      }
      ```

      버튼으로 인사합니다:

      ```swift
      Button("인사하기") { 인사하기() }
      ```

      """)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(report == ["ko/greet.md:3: run", "ko/greet.md:13: run (completed)"])
    #expect(page.contains("struct 인사화면: View {"))
  }

  @Test func chineseExpressionBeforeItsViewRunsAsTheLaterView() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      "zh/welcome.md",
      """
      # 欢迎

      先看正文：

      ```swift
      Text("欢迎，\\(用户名)")
      ```

      它属于这个视图：

      ```swift
      struct 欢迎视图: View {
        let 用户名 = "小明"
        var body: some View { Text("你好") }
      }
      ```

      """)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(report == ["zh/welcome.md:5: run (completed)", "zh/welcome.md:11: run"])
    #expect(page.contains("欢迎，小明"))
  }

  @Test func chineseExpressionRunsInTheVersionOfTheViewThatHasItsNames() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      "zh/bill.md",
      """
      # 账单

      ```swift
      struct 账单: View {
        @State private var 金额 = 80
        @State private var 人数 = 4
        var body: some View { Text("账单") }
      }
      ```

      换一个例子，同名视图：

      ```swift
      struct 账单: View {
        var body: some View { Text("另一个例子") }
      }
      ```

      回到第一个视图的正文：

      ```swift
      Form {
        Text("每人 \\(金额 / 人数)")
      }
      ```

      """)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(
      report == [
        "zh/bill.md:3: run", "zh/bill.md:13: run [context 2: line 13 declares `账单` again]",
        // It ran in the first version, the one its view belongs to.
        "zh/bill.md:21: run (completed)",
      ], "\(report)")
    #expect(page.contains("每人 20"))
    // The completion shows the version it ran in.
    #expect(page.contains("@State private var 人数 = 4"))
  }

  @Test func aTopLevelValueIsReadRatherThanALaterViewsMember() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      "en/title.md",
      """
      # Titles

      ```swift
      let title = "Groceries"
      ```

      ```swift
      Text(title)
      ```

      ```swift
      struct ChoresView: View {
        let title = "Chores"
        var body: some View { Text(title) }
      }
      ```

      """)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(report.count == 3)
    #expect(report[1] == "en/title.md:7: run (completed)")
    // Wrapped in a view of its own with the page's constant, not run as the later view: the
    // later view is shown once (its own block), and "Groceries" twice (the code, the render).
    #expect(page.contains("struct NoteExample: View {"))
    #expect(page.components(separatedBy: "struct ChoresView").count == 2)
    #expect(page.components(separatedBy: "Groceries").count == 3)
  }

  @Test func koreanLaterViewThatNeedsArgumentsIsNotTaken() throws {
    // The list reads `번호`, which only the row (made with a number) declares: not its body.
    let (report, _, page) = try SiteFixture.buildNote(
      "ko/rows.md",
      """
      # 행

      ```swift
      List(0..<3) { 행 in
        Text("번호: \\(번호)")
      }
      ```

      ```swift
      struct 행화면: View {
        let 번호: Int
        var body: some View { Text("\\(번호)") }
      }
      ```

      """)
    #expect(report.count == 2)
    #expect(report[0].hasPrefix("ko/rows.md:3: not run"))
    // Not "root needs arguments" for the row: the value is another block's.
    #expect(page.contains("다른 블록에서 선언한 번호("))
  }

  @Test func englishNeverDeclaredNameIsTheReasonBeforeABrokenModel() throws {
    // The later view it belongs to uses a model that does not compile, and the expression a
    // badge the note never shows: that one is why it cannot run, whatever the model becomes.
    let (report, _, page) = try SiteFixture.buildNote(
      "en/store.md",
      """
      # Store

      ```swift
      struct Store {
        var name: String = 42
      }
      ```

      ```swift
      VStack {
        Badge(text: "New")
        Text(store.name)
      }
      ```

      ```swift
      struct StoreView: View {
        let store = Store()
        var body: some View { Text(store.name) }
      }
      ```

      """)
    #expect(report.count == 3)
    #expect(report[1].hasPrefix("en/store.md:9: not run"))
    #expect(page.contains("uses Badge, which the note never declares"))
    #expect(report[2].hasPrefix("en/store.md:16: not run"))
  }
}

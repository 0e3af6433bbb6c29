import Foundation
import Testing

@testable import DocBuildKit

/// Swift blocks of notes compiled against the engine and run: results, failures and where
/// they are reported. Each test writes its own small note.
@Suite struct ExampleRunTests {
  static let counter = """
    # 카운터

    ```swift
    import SwiftUI

    struct CounterView: View {
      @State private var count = 0
      var body: some View {
        Text("Count: \\(count)")
        Button("+1") {
          count += 1
          print("count = \\(count)")
        }
      }
    }
    ```

    ```scenario
    tap "+1"
    tap "+1"
    ```

    ```output
    -- first render
    bodies: CounterView
    -- tap "+1"
    bodies: CounterView
    count = 1
    -- tap "+1"
    count = 2
    ```

    """

  @Test func aMatchingExampleRunsAndItsStepsAreShown() throws {
    let fixture = SiteFixture(["ko/counter.md": Self.counter])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(summary.examples.run == 1)
    let page = fixture.page("ko/counter.html")
    #expect(page.contains("count = 2"))
    #expect(page.contains("class=\"run-step\""))
    #expect(page.contains("<button"))
  }

  @Test func aMismatchIsAnErrorAtTheExpectedLineWithADiff() throws {
    let note = Self.counter.replacingOccurrences(of: "count = 2", with: "count = 3")
    let fixture = SiteFixture(["en/counter.md": note])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(summary.examples.failed == 1)
    let mismatch = try #require(diagnostics.first { $0.id == "output.mismatch" })
    #expect(mismatch.severity == .error)
    #expect(mismatch.path == "en/counter.md")
    let line =
      note.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
        $0 == "count = 3"
      }! + 1
    #expect(mismatch.range?.start.line == line)
    #expect(mismatch.notes.contains("-count = 3"))
    #expect(mismatch.notes.contains("+count = 2"))
    #expect(fixture.page("en/counter.html").contains("callout-error"))
    #expect(
      TextOfHTML.decode(fixture.page("en/counter.html")).contains(
        "Examples on this page that failed or did not match their expected output: 1"))
  }

  @Test func aCompilerErrorPointsIntoTheNoteThroughHiddenLinesAndPageContext() throws {
    let note = """
      # 状态

      ```swift
      import SwiftUI
      struct Label1: View { var body: some View { Text("一") } }
      ```

      正文。

      ```swift
      # let hidden = 1
      struct Broken: View {
        var body: some View { Label1().missingModifier() }
      }
      ```

      """
    let fixture = SiteFixture(["zh/broken.md": note])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(summary.examples.failed == 1)
    let error = try #require(diagnostics.first { $0.id == "example.compile" })
    #expect(error.path == "zh/broken.md")
    #expect(error.range?.start.line == 13)
    #expect(error.range?.start.column == 34)
    #expect(error.message.contains("missingModifier"))
  }

  @Test func crashesAndTimeoutsAreReportedAndTheBuildGoesOn() throws {
    let note = """
      # Failing

      ```swift
      import SwiftUI
      struct Crashing: View {
        var body: some View { Button("Go") { fatalError("boom") } }
      }
      ```

      ```scenario
      tap "Go"
      ```

      ```swift timeout=1 standalone
      import SwiftUI
      struct Spinning: View {
        var body: some View { Button("Spin") { while true {} } }
      }
      ```

      ```scenario
      tap "Spin"
      ```

      """
    let fixture = SiteFixture(["en/failing.md": note, "en/other.md": "# Other\n\nStill built.\n"])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(summary.examples.failed == 2)
    let failures = diagnostics.filter { $0.id == "example.failed" }
    #expect(failures.count == 2)
    #expect(
      failures.contains {
        // At the note's line it crashed on, the fatalError's.
        $0.message.contains("crashed at line 6") && $0.message.contains("boom")
          && $0.range?.start.line == 6
      })
    #expect(failures.contains { $0.message.contains("time limit") && $0.range?.start.line == 14 })
    #expect(fixture.page("en/other.html").contains("Still built."))
  }

  @Test func anUnknownLabelListsTheControlsAtTheScenarioLine() throws {
    let note = Self.counter.replacingOccurrences(
      of: "tap \"+1\"\ntap \"+1\"\n```", with: "tap \"+2\"\n```")
    let fixture = SiteFixture(["ko/counter.md": note])
    defer { fixture.remove() }
    let (_, diagnostics) = try fixture.build()
    let problem = try #require(diagnostics.first { $0.id == "scenario.impossible" })
    let line =
      note.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
        $0 == "tap \"+2\""
      }! + 1
    #expect(problem.range?.start.line == line)
    #expect(problem.notes.joined().contains("+1"))
  }

  @Test func compileFailMatchesTheExpectedMessage() throws {
    let note = """
      # compile_fail

      ```swift compile_fail="cannot assign to property"
      import SwiftUI
      struct Fixed: View {
        let title = "a"
        var body: some View { Button("x") { title = "b" } }
      }
      ```

      ```swift compile_fail="no such message anywhere"
      import SwiftUI
      struct Fixed2: View {
        let title = "a"
        var body: some View { Button("x") { title = "b" } }
      }
      ```

      ```swift compile_fail
      import SwiftUI
      struct Fine: View { var body: some View { Text("ok") } }
      ```

      """
    let fixture = SiteFixture(["en/fail.md": note])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(summary.examples.compiledOnly == 1)
    #expect(summary.examples.failed == 2)
    #expect(
      diagnostics.contains { $0.id == "example.compile-fail-message" && $0.range?.start.line == 11 }
    )
    #expect(diagnostics.contains { $0.id == "example.compiled" && $0.range?.start.line == 19 })
  }

  /// Swift finds some errors only after type-checking (a missing `return`, a constant read before
  /// it is set): a `compile_fail` block that has one fails to compile, as in Xcode, and a block
  /// that is only compiled reports it.
  @Test func errorsFoundAfterTypeCheckingFailTheCompilation() throws {
    let note = """
      # 반환

      ```swift compile_fail="missing return"
      import SwiftUI
      func 배지() -> Int {
      }
      ```

      ```swift no_run
      import SwiftUI
      func 점수() -> Int {
        let 값: Int
        return 값
      }
      ```

      """
    let fixture = SiteFixture(["ko/return.md": note])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(summary.examples.compiledOnly == 1)
    #expect(summary.examples.failed == 1)
    #expect(
      diagnostics.contains {
        $0.range?.start.line == 13 && $0.message.contains("used before being initialized")
      })
  }

  @Test func aSecondBuildCompilesNothingAndAnEditRecompilesOnlyThatNote() throws {
    let other = Self.counter.replacingOccurrences(of: "CounterView", with: "OtherCounter")
    let fixture = SiteFixture(["ko/counter.md": Self.counter, "en/other.md": other])
    defer { fixture.remove() }
    let first = try fixture.build().summary.examples
    #expect(first.compiled == 2 && first.cached == 0)
    let second = try fixture.build().summary.examples
    #expect(second.compiled == 0 && second.cached == 2)
    fixture.write(["en/other.md": other.replacingOccurrences(of: "count += 1", with: "count += 2")])
    let third = try fixture.build().summary.examples
    #expect(third.compiled == 1 && third.cached == 1)
  }

  @Test func blessRewritesOnlyTheExpectedBlock() throws {
    let note = Self.counter.replacingOccurrences(of: "count = 2", with: "count = 99")
    let fixture = SiteFixture(["ko/counter.md": note])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build(bless: true)
    #expect(summary.errors == 0, "\(diagnostics.map(\.formatted))")
    #expect(fixture.read("ko/counter.md") == Self.counter)
  }

  @Test func checkWritesNothingAndReportsAStaleSite() throws {
    let fixture = SiteFixture(["ko/counter.md": Self.counter])
    defer { fixture.remove() }
    try fixture.build()
    let (clean, _) = try fixture.build(check: true)
    #expect(clean.errors == 0)
    fixture.write(["ko/new.md": "# 새 글\n"])
    let (stale, diagnostics) = try fixture.build(check: true)
    #expect(stale.errors > 0)
    #expect(diagnostics.contains { $0.id == "site.out-of-date" })
    #expect(
      !FileManager.default.fileExists(
        atPath: fixture.site.appendingPathComponent("ko/new.html").path))
  }

  @Test func anExcerptUsingTypesTheNoteNeverDeclaresIsNotRunButACheckedOneFails() throws {
    let excerpt = """
      ```swift
      import SwiftUI
      struct CartView: View {
        @ObservedObject var store: Store
        var body: some View { Text("\\(store.count)") }
      }
      ```
      """
    let note =
      "# 발췌\n\n" + excerpt + "\n\n## Checked\n\n"
      + excerpt.replacingOccurrences(of: "CartView", with: "CheckedCart")
      + "\n\n```output\n```\n"
    let fixture = SiteFixture(["ko/excerpt.md": note])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(summary.examples.notRun["excerpt"] == 1)
    #expect(summary.examples.failed == 1)
    #expect(diagnostics.contains { $0.id == "example.compile" && $0.range?.start.line == 16 })
    let page = TextOfHTML.decode(fixture.page("ko/excerpt.html"))
    #expect(page.contains("이 글에서 선언하지 않은 Store을(를) 사용합니다"))
    #expect(page.contains("본문이 없는") == false)
  }

  @Test func aRootViewThatNeedsArgumentsIsNotRunWithTheReason() throws {
    let note = """
      # Greeting

      ```swift
      import SwiftUI
      struct Greeting: View {
        let greet: (String) -> String
        var body: some View { Text(greet("Hello")) }
      }
      ```

      """
    let fixture = SiteFixture(["en/greeting.md": note])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(summary.examples.notRun["root needs arguments"] == 1)
    #expect(
      TextOfHTML.decode(fixture.page("en/greeting.html")).contains(
        "Greeting needs greet: (String) -> String; the note never makes one"))
  }

  @Test func anAppIsTheRootSoTheEnvironmentItInjectsIsThere() throws {
    let note = """
      # 应用

      ```swift
      import SwiftUI

      final class Cart: ObservableObject {
        @Published var items = 0
      }

      struct CartBadge: View {
        @EnvironmentObject var cart: Cart
        var body: some View {
          Button("加入") { cart.items += 1 }
          Text("件数：\\(cart.items)")
        }
      }

      @main
      struct ShopApp: App {
        @StateObject private var cart = Cart()
        var body: some Scene {
          WindowGroup { CartBadge().environmentObject(cart) }
        }
      }
      ```

      ```scenario
      tap "加入"
      ```

      """
    let fixture = SiteFixture(["zh/app.md": note])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(summary.examples.run == 1)
    #expect(TextOfHTML.decode(fixture.page("zh/app.html")).contains("件数：1"))
  }

  @Test func aBadScenarioLineIsReportedOnceAtItsLine() throws {
    let note = Self.counter.replacingOccurrences(
      of: "tap \"+1\"\ntap \"+1\"\n```", with: "press \"+1\"\n```")
    let fixture = SiteFixture(["ko/counter.md": note])
    defer { fixture.remove() }
    let (_, diagnostics) = try fixture.build()
    let line =
      note.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
        $0 == "press \"+1\""
      }! + 1
    let atLine = diagnostics.filter { $0.range?.start.line == line }
    #expect(atLine.count == 1, "\(atLine.map(\.formatted))")
  }
}

import Foundation
import Testing

@testable import DocBuildKit

/// Logs that notes show after their programs, checked against the runs without a scenario: a
/// Korean note whose log needs two taps (and one no run prints), a Chinese note whose log is what
/// one tap prints with the note's own ids, an English note with a debugger transcript and a log
/// whose program is for another platform.
@Suite struct NoteLogTests {
  static let korean = #"""
    # 주문

    ```swift
    import SwiftUI

    struct OrderView: View {
      @State private var cups = 0

      var body: some View {
        VStack {
          Text("잔 수 \(cups)")
          Button("한 잔 더") {
            cups += 1
            print("주문:\(cups) 추가")
          }
          Button("결제") { print("결제:\(cups) 완료") }
        }
      }
    }
    ```

    한 잔을 더하고 결제하면 콘솔 출력은 이렇습니다.

    ```swift
    주문:1 추가
    결제:1 완료
    ```

    다섯 잔을 결제하면 로그는 이렇습니다.

    ```swift
    결제:5 완료
    ```

    """#

  static let chinese = #"""
    # 刷新

    ```swift
    import SwiftUI

    final class Counter: ObservableObject {
      let id = Int.random(in: 100...999)
      init() { print("Counter init id:\(id)") }
      deinit { print("Counter deinit id:\(id)") }
    }

    struct Child: View {
      @ObservedObject var counter = Counter()
      var body: some View { Text("编号 \(counter.id)") }
    }

    struct Parent: View {
      @State private var round = 0
      var body: some View {
        VStack {
          Text("第 \(round) 次")
          Button("刷新") { round += 1 }
          Child()
        }
      }
    }
    ```

    点击“刷新”后，控制台打印：

    ```swift
    CHILD_LOG
    ```

    """#

  static let english = #"""
    # Loading

    ```swift
    import SwiftUI

    final class Store: ObservableObject {
      init() { print("Store init") }
    }

    struct Shelf: View {
      @StateObject private var store = Store()
      var body: some View { Text("Shelf") }
    }
    ```

    The console prints:

    ```swift
    Store init
    ```

    Stopped at a breakpoint:

    ```swift
    (lldb) po store
    <Store: 0x600003a1c0f0>
    ```

    ```swift
    import UIKit

    final class Loader {
      init() { print("Loader init") }
    }
    let loader = Loader()
    ```

    ```swift
    Loader init
    ```

    """#

  /// Each log's `--explain` line, by the note line of its fence.
  func verdicts(_ summary: BuildSummary, _ note: String) -> [Int: String] {
    var verdicts: [Int: String] = [:]
    for line in summary.exampleReport where line.hasPrefix(note + ":") {
      let parts = line.dropFirst(note.count + 1).split(separator: ":", maxSplits: 1)
      verdicts[Int(parts[0])!] = String(parts[1].dropFirst())
    }
    return verdicts
  }

  @Test func logsAreCheckedAgainstTheRunInThreeLanguages() throws {
    let fixture = SiteFixture([
      "ko/01-order.md": Self.korean,
      "zh/01-refresh.md": Self.chinese.replacingOccurrences(
        of: "CHILD_LOG", with: "Counter init id:873\nCounter deinit id:537"),
      "en/01-loading.md": Self.english,
    ])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()

    let korean = verdicts(summary, "ko/01-order.md")
    #expect(korean[24] == #"log reproduced after: tap "한 잔 더", tap "결제""#)
    #expect(korean[31] == "log not reproduced")
    let contradicted = try #require(diagnostics.first { $0.id == "log.not-reproduced" })
    #expect(contradicted.severity == .warning)
    #expect(contradicted.path == "ko/01-order.md")
    #expect(contradicted.range?.start.line == 32)
    #expect(contradicted.notes.contains("-결제:5 완료"))
    #expect(contradicted.notes.contains("+결제:0 완료"))

    #expect(verdicts(summary, "zh/01-refresh.md")[31] == #"log reproduced after: tap "刷新""#)

    let english = verdicts(summary, "en/01-loading.md")
    #expect(english[18] == "log reproduced after: first render")
    #expect(english[24] == "debugger transcript")
    #expect(english[38] == "log not checked: its program did not run")
    #expect(!diagnostics.contains { $0.severity == .error })

    let page = fixture.page("ko/01-order.html")
    #expect(
      page.contains(#"실행해 보니 다음 동작 뒤에 이 로그가 그대로 나옵니다: tap "한 잔 더", tap "결제""#))
    #expect(page.contains("<del>-결제:5 완료</del>\n<ins>+결제:0 완료</ins>"))
    #expect(fixture.page("zh/01-refresh.html").contains("运行结果在以下操作后重现了这段日志"))
    #expect(fixture.page("en/01-loading.html").contains("Debugger transcript"))
  }

  @Test func aContradictedLogIsAnErrorWithStrictLogs() throws {
    let fixture = SiteFixture(["ko/01-order.md": Self.korean])
    defer { fixture.remove() }
    let (_, diagnostics) = try fixture.build(strictLogs: true)
    #expect(
      diagnostics.filter { $0.severity == .error }.map(\.id) == ["log.not-reproduced"])
  }

  @Test func aLogWithOtherIdsIsMatchedOnlyWhenItsIdsAgree() throws {
    // The old object's id twice, for two objects: no run prints that.
    let fixture = SiteFixture([
      "zh/01-refresh.md": Self.chinese.replacingOccurrences(
        of: "CHILD_LOG", with: "Counter init id:537\nCounter deinit id:537")
    ])
    defer { fixture.remove() }
    let (summary, _) = try fixture.build()
    #expect(verdicts(summary, "zh/01-refresh.md")[31] == "log not reproduced")
  }

  @Test func suggestWritesTheScenarioAndOutputThatTheNextCheckPasses() throws {
    let note = Self.chinese.replacingOccurrences(
      of: "CHILD_LOG", with: "Counter init id:873\nCounter deinit id:537")
    let fixture = SiteFixture(["zh/01-refresh.md": note])
    defer { fixture.remove() }
    try fixture.build(suggest: true)
    let suggested = fixture.read("zh/01-refresh.md")
    let program = note.range(of: "}\n```\n")!.upperBound
    let added = try #require(
      suggested.hasPrefix(note[..<program]) && suggested.hasSuffix(note[program...])
        ? suggested.dropFirst(note.distance(from: note.startIndex, to: program))
          .dropLast(note.distance(from: program, to: note.endIndex)) : nil)
    #expect(added.hasPrefix("\n```scenario\ntap \"刷新\"\n```\n\n```output\n"))
    #expect(added.contains("-- tap \"刷新\"\nCounter init id:{int}\n"))
    #expect(added.hasSuffix("```\n"))

    let (_, diagnostics) = try fixture.build(check: true)
    #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
    #expect(throws: BuildRefusal.self) { try fixture.build(check: true, suggest: true) }
  }

  @Test func theReportCarriesEachLogsVerdictAndSearchCost() throws {
    let fixture = SiteFixture(["ko/01-order.md": Self.korean])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    let data = try BuildReport(summary: summary, diagnostics: diagnostics).json()
    let schema = try #require(
      try JSONSerialization.jsonObject(
        with: Data(
          contentsOf: TestPaths.packageRoot.appendingPathComponent("schemas/report.schema.json")))
        as? [String: Any])
    #expect(
      JSONSchemaCheck.violations(of: try JSONSerialization.jsonObject(with: data), against: schema)
        == [])
    let examples = try JSONDecoder().decode(BuildReport.self, from: data).examples
    let reproduced = try #require(examples.first { $0.line == 24 })
    #expect(reproduced.log == #"log reproduced after: tap "한 잔 더", tap "결제""#)
    #expect(reproduced.logSearch?.maximumActions == 3)
    #expect((reproduced.logSearch?.sequences ?? 0) > 2)
    let contradicted = try #require(examples.first { $0.line == 31 })
    #expect(contradicted.log == "log not reproduced")
    // The counter never runs out of states: the exploration stopped at its own budget, so the
    // search cannot say it tried every sequence.
    #expect(contradicted.logSearch?.exhaustive == false)
    #expect(examples.first { $0.line == 3 }?.logSearch == nil)
  }

  @Test func suggestIsRefusedWhereItCannotWrite() {
    let folder = URL(fileURLWithPath: "/tmp/notes")
    var options = BuildOptions(input: folder, output: folder, check: true)
    options.suggest = true
    #expect(throws: BuildRefusal.self) { try options.validate() }
    options = BuildOptions(input: folder, output: folder, runExamples: false)
    options.suggest = true
    #expect(throws: BuildRefusal.self) { try options.validate() }
    options = BuildOptions(input: folder, output: folder, cacheFolder: folder)
    options.suggest = true
    #expect(throws: Never.self) { try options.validate() }
    options.shard = Shard("1/2")
    #expect(throws: BuildRefusal.self) { try options.validate() }
  }

  @Test func aLogFencedAsTextRightAfterItsProgramIsCheckedToo() throws {
    let note = #"""
      # Lamp

      ```swift
      import SwiftUI

      struct Lamp: View {
        @State private var on = false
        var body: some View {
          Button(on ? "Turn off" : "Turn on") {
            on.toggle()
            print("lamp:\(on ? "on" : "off")")
          }
        }
      }
      ```
      ```text
      lamp:on
      lamp:off
      ```

      """#
    let fixture = SiteFixture(["en/01-lamp.md": note])
    defer { fixture.remove() }
    let (summary, _) = try fixture.build()
    #expect(
      verdicts(summary, "en/01-lamp.md")[16]
        == #"log reproduced after: tap "Turn on", tap "Turn off""#)
    #expect(
      fixture.page("en/01-lamp.html").contains(
        #"The run reproduces this log after: tap "Turn on", tap "Turn off""#))

    try fixture.build(suggest: true)
    #expect(
      fixture.read("en/01-lamp.md").contains(
        "}\n```\n\n```scenario\ntap \"Turn on\"\ntap \"Turn off\"\n```\n\n```output\n-- tap \"Turn on\"\nlamp:on\n-- tap \"Turn off\"\nlamp:off\n```\n```text\n"
      ))
    let (_, diagnostics) = try fixture.build(check: true)
    #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
  }
}

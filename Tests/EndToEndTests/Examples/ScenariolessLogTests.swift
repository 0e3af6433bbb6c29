import Testing

@testable import DocBuildKit

/// Logs as tutorials write them: an `output` block after a program without a scenario, showing
/// what the console printed once the reader did something, and logs that prose introduces
/// further down the page. A Korean note whose output block needs two taps, a Chinese note whose
/// log comes after more prose and reads as plain text, an English note whose output block no
/// action prints (still a mismatch) and whose announced log follows an explanation.
@Suite struct ScenariolessLogTests {
  static let korean = #"""
    # 적립

    ```swift
    import SwiftUI

    struct StampCard: View {
      @State private var stamps = 0

      var body: some View {
        VStack {
          Text("도장 \(stamps)개")
          Button("도장 찍기") {
            stamps += 1
            print("도장 \(stamps)개")
          }
        }
      }
    }
    ```

    ```output
    도장 1개
    도장 2개
    ```

    """#

  static let chinese = #"""
    # 点赞

    ```swift
    import SwiftUI

    struct LikeButton: View {
      @State private var likes = 0

      var body: some View {
        VStack {
          Text("\(likes) 个赞")
          Button("点赞") {
            likes += 1
            print("点赞数: \(likes)")
          }
        }
      }
    }
    ```

    `likes` 是视图自己的状态，每次点击都会加一。

    点击一次“点赞”，控制台输出：

    ```
    点赞数: 1
    ```

    """#

  static let english = #"""
    # Bell

    ```swift
    import SwiftUI

    struct Bell: View {
      @State private var rings = 0

      var body: some View {
        VStack {
          Text("Rung \(rings) times")
          Button("Ring") {
            rings += 1
            print("Rings: \(rings)")
          }
        }
      }
    }
    ```

    ```output
    Rings: 7
    ```

    The state lives in the view, so the count survives each tap.

    Tapping twice prints:

    ```text
    Rings: 1
    Rings: 2
    ```

    """#

  /// The note line of the `occurrence`th line that is `text`.
  func line(_ text: String, in note: String, occurrence: Int = 1) -> Int {
    let lines = note.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.indices.filter { lines[$0] == text }[occurrence - 1] + 1
  }

  @Test func outputBlocksAndAnnouncedLogsAreSearchedInThreeLanguages() throws {
    let fixture = SiteFixture([
      "ko/01-stamps.md": Self.korean, "zh/01-likes.md": Self.chinese,
      "en/01-bell.md": Self.english,
    ])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    let explained = summary.exampleReport

    // The output block is what two taps print: the example passes, and says after what.
    #expect(explained.contains("ko/01-stamps.md:3: run"))
    let report = try BuildReport(summary: summary, diagnostics: diagnostics)
    let output = try #require(
      report.examples.first {
        $0.note == "ko/01-stamps.md" && $0.line == line("```output", in: Self.korean)
      })
    #expect(output.status == "passed")
    #expect(output.logSearch?.maximumActions == 3)
    #expect(
      explained.contains(
        #"ko/01-stamps.md:\#(line("```output", in: Self.korean)): log reproduced after: tap "도장 찍기", tap "도장 찍기""#
      ))
    #expect(!diagnostics.contains { $0.path == "ko/01-stamps.md" && $0.severity == .error })
    #expect(
      fixture.page("ko/01-stamps.html").contains(
        #"실행해 보니 다음 동작 뒤에 이 로그가 그대로 나옵니다: tap "도장 찍기", tap "도장 찍기""#))

    // Prose that says the console prints, after another paragraph: still the program's log.
    #expect(
      explained.contains(
        #"zh/01-likes.md:\#(line("```", in: Self.chinese, occurrence: 2)): log reproduced after: tap "点赞""#
      ))
    #expect(fixture.page("zh/01-likes.html").contains("运行结果在以下操作后重现了这段日志"))

    // No action rings seven times within the search: the output block stays a mismatch.
    let mismatch = try #require(
      diagnostics.first { $0.path == "en/01-bell.md" && $0.severity == .error })
    #expect(mismatch.id == "output.mismatch")
    #expect(mismatch.range?.start.line == line("Rings: 7", in: Self.english))
    let outputLine = line("```output", in: Self.english)
    #expect(!explained.contains { $0.hasPrefix("en/01-bell.md:\(outputLine):") })
    #expect(
      explained.contains(
        #"en/01-bell.md:\#(line("```text", in: Self.english)): log reproduced after: tap "Ring", tap "Ring""#
      ))
  }

  @Test func theFirstRenderKeepsItsExactCheck() throws {
    // Three-digit numbers vary in a log, not in an output block the first render must print.
    let note = #"""
      # Ticket

      ```swift
      import SwiftUI

      struct Ticket: View {
        init() { print("ticket 100") }
        var body: some View { Text("입장") }
      }
      ```

      ```output
      ticket 205
      ```

      """#
    let fixture = SiteFixture(["ko/01-ticket.md": note])
    defer { fixture.remove() }
    let (_, diagnostics) = try fixture.build()
    #expect(diagnostics.filter { $0.severity == .error }.map(\.id) == ["output.mismatch"])
  }
}

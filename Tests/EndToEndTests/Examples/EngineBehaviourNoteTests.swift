import Foundation
import Testing

@testable import DocBuildKit

/// Notes whose scenarios rely on the engine's behaviour: a timeline view that changes as the
/// scenario waits, a destination pushed by setting its binding, and a split view's selection set
/// by a button drawn by a style set on its container.
@Suite struct EngineBehaviourNoteTests {
  @Test func aTimelineChangesOnlyAsTheScenarioWaits() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      "ko/timeline.md",
      """
      # 타임라인

      ```swift
      struct 초시계: View {
        let 시작 = Date()

        var body: some View {
          TimelineView(.periodic(from: 시작, by: 1)) { 맥락 in
            Text("경과 \\(Int(맥락.date.timeIntervalSince(시작)))초")
          }
        }
      }
      ```

      ```scenario
      wait 3s
      ```

      """)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(report == ["ko/timeline.md:3: run"])
    #expect(page.contains("경과 0초") && page.contains("경과 3초"))
  }

  @Test func aDestinationIsPushedBySettingItsBinding() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      "zh/account.md",
      """
      # 账户

      ```swift
      struct 设置页: View {
        @State private var 显示账户 = false

        var body: some View {
          NavigationStack {
            Button("登录") { 显示账户 = true }
              .navigationDestination(isPresented: $显示账户) {
                Text("账户详情")
              }
          }
        }
      }
      ```

      ```scenario
      tap "登录"
      back
      ```

      """)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(report == ["zh/account.md:3: run"])
    #expect(page.contains("账户详情"))
  }

  @Test func aSelectionSetByAStyledButtonShowsTheDetail() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      "en/split.md",
      """
      # Split

      ```swift
      struct Arrowed: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
          HStack {
            Text("→")
            configuration.label
          }
        }
      }

      struct Orchard: View {
        @State private var selected: String?

        var body: some View {
          NavigationSplitView {
            VStack {
              List(selection: $selected) {
                Text("Apple").tag("Apple")
                Text("Pear").tag("Pear")
              }
              Button("Surprise me") { selected = "Pear" }
            }
            .buttonStyle(Arrowed())
          } detail: {
            Text("Detail of \\(selected ?? "nothing")")
          }
        }
      }
      ```

      ```scenario
      tap "→ Surprise me"
      ```

      """)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(report == ["en/split.md:3: run"])
    #expect(page.contains("Detail of Pear"))
  }

  /// A request made in `.task` is refused within the first render: the page shows how the note
  /// handles the failure, and the build warns that examples have no network.
  @Test func aRequestInATaskFailsWithinTheFirstRender() throws {
    let (report, diagnostics, page) = try SiteFixture.buildNote(
      "en/feed.md",
      """
      # Feed

      ```swift
      struct Feed: View {
        @State private var status = "Loading"

        var body: some View {
          Text(status)
            .task {
              do {
                let url = URL(string: "https://example.com/feed.json")!
                let (data, _) = try await URLSession.shared.data(from: url)
                status = "\\(data.count) bytes"
              } catch {
                status = "Offline"
              }
            }
        }
      }
      ```

      """)
    #expect(report == ["en/feed.md:3: run"])
    #expect(page.contains("Offline"))
    #expect(diagnostics.map(\.message).contains { $0.contains("https://example.com/feed.json") })
  }

  /// A block that ran with only warnings is not called failed: its callout is titled as a
  /// warning, in the page's language, and says the warning in that language too.
  @Test func aRunWithOnlyWarningsIsNotCalledFailed() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "zh/remote.md",
      """
      # 远程数据

      ```swift
      struct RemoteCount: View {
        @State private var state = "加载中"

        var body: some View {
          Text(state)
            .task {
              let url = URL(string: "https://example.com/count.txt")!
              state = (try? await URLSession.shared.data(from: url)) == nil ? "离线" : "在线"
            }
        }
      }
      ```

      """)
    #expect(report == ["zh/remote.md:3: run"])
    #expect(page.contains("离线"))
    // The callout's title, then the warning at the fence's line.
    #expect(page.contains("警告3:1: 示例中没有网络，请求会立即失败（https://example.com/count.txt）"))
    #expect(!page.contains("失败3:1"))
  }
}

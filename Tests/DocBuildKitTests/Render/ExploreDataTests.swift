import EngineInterface
import Foundation
import Testing

@testable import DocBuildKit

/// The page's exploration data and the explorable preview's markup, from explorations written by
/// hand: escaping, the screens drawn as previews are, determinism, and nothing for a UI without
/// actions.
@Suite struct ExploreDataTests {
  private func exploration(states: [String], edges: [ExplorationReport.Edge]) -> ExplorationReport {
    ExplorationReport(
      interface: RunReport.interfaceVersion, states: states, console: ["hello"],
      bodies: [.init(view: "Screen", path: "Screen")], edges: edges, complete: true)
  }

  private let tap = ExplorationReport.Edge(
    from: 0, action: .init(kind: "button", label: "</script>", occurrence: 1, text: nil), to: 1,
    console: ["tapped <b>"], bodies: [.init(view: "Screen", path: "Screen")])

  /// The JSON assigned to the entry `id` in `script`.
  private func entry(_ id: String, in script: String) throws -> [String: Any] {
    let prefix = "window.DOCBUILD_EXPLORE[\"\(id)\"] = "
    let line = try #require(script.split(separator: "\n").first { $0.hasPrefix(prefix) })
    let json = line.dropFirst(prefix.count).dropLast()
    return try #require(
      JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
  }

  @Test func theScriptHoldsScreensAsPreviewsDrawThemAndNoMarkup() throws {
    let screens = [
      "<nav class=\"ui-navbar\"><h1 class=\"ui-title\">List</h1></nav><button class=\"ui-button\">Go</button>",
      "<p class=\"ui-text\" onclick=\"alert(1)\">Gone</p>",
    ]
    let script = ExploreData.javascript(
      [(id: "12", exploration: exploration(states: screens, edges: [tap]))], language: .en)
    #expect(!script.contains("<"), "no tag can close a script or open a comment")
    let data = try entry("12", in: script)
    let states = try #require(data["states"] as? [String])
    #expect(states == screens.map(PreviewMarkup.html))
    #expect(!states[0].contains("<nav") && !states[1].contains("onclick"))
    let edges = try #require(data["edges"] as? [[String: Any]])
    #expect(edges.count == 1)
    #expect(edges[0]["label"] as? String == "</script>")
    #expect(edges[0]["kind"] as? String == "button")
    #expect(
      edges[0]["n"] as? Int == 1 && edges[0]["from"] as? Int == 0 && edges[0]["to"] as? Int == 1)
    #expect(edges[0]["console"] as? [String] == ["tapped <b>"])
    #expect(edges[0]["bodies"] as? [String] == ["Screen"])
    #expect(data["console"] as? [String] == ["hello"])
    #expect(data["complete"] as? Bool == true)
  }

  @Test func theSameExplorationsGiveTheSameBytes() {
    let explorations = [
      (
        id: "3",
        exploration: exploration(states: ["<p class=\"ui-text\">A</p>", "B"], edges: [tap])
      ),
      (id: "9", exploration: exploration(states: ["C", "D"], edges: [tap])),
    ]
    #expect(
      ExploreData.javascript(explorations, language: .en)
        == ExploreData.javascript(explorations, language: .en))
  }

  @Test func aUIWithoutActionsIsNotExplorable() throws {
    let still = exploration(states: ["<p class=\"ui-text\">Still</p>"], edges: [])
    #expect(!still.isExplorable)
    #expect(exploration(states: ["A", "B"], edges: [tap]).isExplorable)
    var report = RunReport(
      interface: RunReport.interfaceVersion,
      steps: [
        .init(
          step: "first render", console: [], bodies: [], created: [], destroyed: [], snapshot: "A")
      ], failure: nil)
    report.exploration = still
    let html = try #require(
      ExampleResultRenderer.html(
        .ran(report: report, expectedMatched: nil), scenario: Scenario(steps: []), problems: [],
        language: .en, exploreID: "4"))
    #expect(!html.contains("class=\"explore\""))
  }

  @Test func theExplorablePreviewIsHiddenAndInertUntilTheReaderExplores() throws {
    var report = RunReport(
      interface: RunReport.interfaceVersion,
      steps: [
        .init(
          step: "first render", console: [], bodies: [], created: [], destroyed: [], snapshot: "A")
      ], failure: nil)
    report.exploration = exploration(states: ["A", "B"], edges: [tap])
    let html = try #require(
      ExampleResultRenderer.html(
        .ran(report: report, expectedMatched: true), scenario: Scenario(steps: []), problems: [],
        language: .ko, exploreID: "4"))
    // Only the toggle, hidden until site.js shows it; the panes are built when it is first used.
    #expect(
      html.contains(
        "<div class=\"explore\" data-explore=\"4\" hidden><button type=\"button\""
          + " class=\"explore-toggle\" aria-pressed=\"false\">직접 눌러 보기</button></div>"))
    #expect(!html.contains("explore-panel"))
    // Without an id (a page that ships no data) the preview stays a picture.
    let plain = try #require(
      ExampleResultRenderer.html(
        .ran(report: report, expectedMatched: true), scenario: Scenario(steps: []), problems: [],
        language: .ko))
    #expect(!plain.contains("explore"))
  }

  @Test func theScriptCarriesTheWordsOfThePanesItBuilds() {
    let script = ExploreData.javascript([], language: .zh)
    #expect(script.contains("\"startOver\":\"从头开始\""))
    #expect(script.contains("\"pullToRefresh\":\"下拉刷新\""))
    #expect(script.contains("\"unexplored\":"))
  }

  @Test func theScriptHoldsThePagesWordsOnce() throws {
    let script = ExploreData.javascript(
      [
        (id: "1", exploration: exploration(states: ["A", "B"], edges: [tap])),
        (id: "2", exploration: exploration(states: ["C", "D"], edges: [tap])),
      ], language: .zh)
    let prefix = "window.DOCBUILD_EXPLORE_WORDS = "
    let lines = script.split(separator: "\n").filter { $0.hasPrefix(prefix) }
    #expect(lines.count == 1)
    let json = try #require(lines.first).dropFirst(prefix.count).dropLast()
    let words = try #require(
      JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String])
    #expect(words["newScreen"] == "新画面：{screen}")
    #expect(words["wait"] == "等待 {duration}")
    #expect(words["dismiss"] == "关闭")
    #expect(words["textUnexplored"] == "构建时没有试过这段文字：请从建议中选一个")
    #expect(Set(words.keys).count == ExploreData.words.count)
  }

  @Test func theDataFileLiesBesideItsPage() {
    #expect(ExploreData.path(for: "en/01-state.html") == "en/01-state.explore.js")
  }
}

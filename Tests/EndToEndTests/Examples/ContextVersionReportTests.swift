import Foundation
import Testing

@testable import DocBuildKit

/// `--report` names the context version a block compiled against when a page declared a name
/// again before it, as `--explain` does: a Korean, a Chinese and an English page that each show a
/// view twice.
@Suite struct ContextVersionReportTests {
  static func note(_ title: String, _ view: String, _ first: String, _ second: String) -> String {
    """
    # \(title)

    ```swift
    struct \(view): View {
      var body: some View { Text("\(first)") }
    }
    ```

    \(title)

    ```swift
    struct \(view): View {
      @State private var on = false
      var body: some View { Toggle("\(second)", isOn: $on) }
    }
    ```

    """
  }

  @Test func theReportCarriesTheVersionOfEachLaterBlock() throws {
    let fixture = SiteFixture([
      "ko/01-switch.md": Self.note("스위치", "스위치뷰", "꺼짐", "켜기"),
      "zh/01-switch.md": Self.note("开关", "开关视图", "关", "打开"),
      "en/01-switch.md": Self.note("Switch", "SwitchView", "Off", "Turn on"),
    ])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build(explore: false)
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
    for (note, view) in [
      ("ko/01-switch.md", "스위치뷰"), ("zh/01-switch.md", "开关视图"), ("en/01-switch.md", "SwitchView"),
    ] {
      let first = try #require(examples.first { $0.note == note && $0.line == 3 })
      #expect(first.contextVersion == nil)
      let second = try #require(examples.first { $0.note == note && $0.line == 11 })
      #expect(second.status == "ran")
      let version = try #require(second.contextVersion)
      #expect(version.number == 2)
      #expect(version.line == 11)
      #expect(version.names == [view])
    }
  }
}

import Foundation
import Testing

@testable import DocBuildKit

/// Examples run and explored: the page's data file, its script tag and markup, a fence that
/// turns exploring off, and a button the scenario never taps that crashes the app.
@Suite struct ExplorableExampleTests {
  static let note = """
    # Explore

    ```swift
    import SwiftUI

    struct LampView: View {
      @State private var isOn = false
      var body: some View {
        Text(isOn ? "On" : "Off")
        Button("Switch") {
          isOn.toggle()
          print("switched")
        }
      }
    }
    ```

    ```scenario
    tap "Switch"
    ```

    ```swift no_explore
    import SwiftUI

    struct QuietView: View {
      @State private var taps = 0
      var body: some View {
        Button("Tap \\(taps)") { taps += 1 }
      }
    }
    ```

    ```swift
    import SwiftUI

    struct FragileView: View {
      @State private var count = 0
      var body: some View {
        Text("Count \\(count)")
        Button("Add") { count += 1 }
        Button("Break") { fatalError("never tapped by the scenario") }
      }
    }
    ```

    ```scenario
    tap "Add"
    ```

    """

  @Test func explorablePreviewsShipTheirStatesBesideThePage() throws {
    let fixture = SiteFixture([
      "en/explore.md": Self.note, "en/plain.md": "# Plain\n\nNo examples here.\n",
    ])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(summary.examples.run == 3)
    #expect(summary.examples.explored == 1, "only the lamp is explorable")
    #expect(summary.examples.exploredStates == 2)
    let page = fixture.page("en/explore.html")
    // Loaded by site.js when the reader first opens Explore, not with the page.
    #expect(page.contains("<body data-copy=\"Copy\" data-explore-src=\"explore.explore.js\""))
    #expect(!page.contains("<script src=\"explore.explore.js\""))
    #expect(!fixture.page("en/plain.html").contains("data-explore-src"))
    #expect(page.components(separatedBy: "class=\"explore\"").count == 2)
    #expect(page.contains("<div class=\"explore\" data-explore=\"3\""))
    let script = try String(
      contentsOf: fixture.site.appendingPathComponent("en/explore.explore.js"), encoding: .utf8)
    #expect(script.contains("window.DOCBUILD_EXPLORE[\"3\"] = "))
    #expect(script.contains("\"console\":[\"switched\"]"))
    #expect(script.contains("\"label\":\"Switch\""))
    #expect(!script.contains("Tap 0"), "no_explore keeps the quiet view out")
    #expect(!script.contains("Count 0"), "an exploration that crashes is left out")
    #expect(
      !FileManager.default.fileExists(
        atPath: fixture.site.appendingPathComponent("en/plain.explore.js").path))
    #expect(!fixture.page("en/plain.html").contains(".explore.js"))
    // Compiled, run and explored again (no cache): the same bytes.
    try fixture.build(cache: false)
    let again = try String(
      contentsOf: fixture.site.appendingPathComponent("en/explore.explore.js"), encoding: .utf8)
    #expect(again == script)
  }

  @Test func anExplorationOutOfTimeIsTriedAloneThenWarnedOfAndNotCached() throws {
    let note = """
      # 끝나지 않는 버튼

      ```swift timeout=2
      import SwiftUI

      struct SpinnerView: View {
        @State private var spins = 0
        var body: some View {
          Text("Spins \\(spins)")
          Button("Spin") { while !Task.isCancelled { spins += 1 } }
        }
      }
      ```

      """
    let fixture = SiteFixture(["ko/spin.md": note])
    defer { fixture.remove() }
    for build in ["first", "second, with the cache"] {
      let (summary, diagnostics) = try fixture.build()
      #expect(summary.examples.run == 1, "the run itself taps nothing: \(build)")
      #expect(summary.examples.explored == 0)
      let warnings = diagnostics.filter { $0.id == "examples.not-explored" }
      #expect(warnings.count == 1, "\(build): \(diagnostics.map(\.formatted))")
      #expect(warnings.first?.message.contains("took longer than 2 s") == true)
    }
  }

  @Test func withoutExploringPreviewsStayPictures() throws {
    let fixture = SiteFixture(["en/explore.md": Self.note])
    defer { fixture.remove() }
    let (summary, _) = try fixture.build(explore: false)
    #expect(summary.examples.run == 3)
    #expect(summary.examples.explored == 0)
    #expect(!fixture.page("en/explore.html").contains("explore.js"))
    #expect(
      !FileManager.default.fileExists(
        atPath: fixture.site.appendingPathComponent("en/explore.explore.js").path))
  }
}

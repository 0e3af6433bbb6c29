import Foundation
import Testing

@testable import DocBuildKit

/// An example's `import SwiftUI` shows SwiftUI's API and nothing of the engine's host or of the
/// protocol between docbuild and the engine: a checked note that names them does not compile
/// (in its merged batch, nor alone after it leaves the batch), while the same note naming a
/// SwiftUI type runs.
@Suite struct HarnessVisibilityTests {
  static func note(naming name: String) -> String {
    """
    # Probe

    ```swift
    import SwiftUI

    struct Probe: View {
      var body: some View { Text(String(describing: \(name).self)) }
    }
    ```

    ```output
    -- first render
    bodies: Probe
    ```

    """
  }

  static let hidden = [
    "ExampleDriver", "ViewHost", "ExampleBatch", "Explorer", "HostError", "UserAction",
    "ScenarioScript", "RunReport", "StepReport", "BatchPlan", "SeededRandom",
  ]

  @Test func theHostAndTheProtocolAreNotVisibleThroughImportSwiftUI() throws {
    var notes = ["en/text.md": Self.note(naming: "Text")]
    for name in Self.hidden { notes["en/\(name).md"] = Self.note(naming: name) }
    let fixture = SiteFixture(notes)
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    #expect(summary.examples.run == 1)
    #expect(summary.examples.failed == Self.hidden.count)
    for name in Self.hidden {
      let error = diagnostics.first { $0.id == "example.compile" && $0.path == "en/\(name).md" }
      #expect(error?.message.contains("cannot find '\(name)' in scope") == true, "\(name)")
    }
    #expect(!diagnostics.contains { $0.path == "en/text.md" })
    #expect(fixture.page("en/text.html").contains("Text"))
  }
}

import Testing

@testable import DocBuildKit

/// Foundation's key-value observing publisher is said as what it is, with the property the note
/// never declares: never "a member the note never declares".
@Suite struct KeyValueObservingReasonTests {
  @Test func kvoPublisherIsSaidWithItsKey() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "en/defaults.md",
      """
      # Watching defaults

      ```swift
      let watcher = UserDefaults.standard.publisher(for: \\.fontSize)
          .sink { ... }
      ```

      """)
    #expect(
      report == [
        "en/defaults.md:3: not run (foreign module): uses `UserDefaults.publisher(for:)`, Foundation's key-value observing, which only Apple's Foundation has and docbuild does not; it observes `fontSize`, a property of `UserDefaults` the note never declares, and it leaves a closure out (`{ ... }`)"
      ])
    #expect(
      page.contains("it observes fontSize, a property of UserDefaults the note never declares"))
  }
}

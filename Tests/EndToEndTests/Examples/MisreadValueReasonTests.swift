import Testing

@testable import DocBuildKit

/// A value a fragment never declares, which swiftc took for a method of the view docbuild put
/// the fragment in (`id` read as `View.id(_:)`): the reason names the value, not swiftc's
/// `Hashable` message about a function type.
@Suite struct MisreadValueReasonTests {
  @Test func anUndeclaredIdIsNamed() throws {
    let (report, _, page) = try SiteFixture.buildNote(
      "en/jump.md",
      """
      # Jumping

      ```swift
      ScrollViewReader { proxy in
        Button("Back to top") { proxy.scrollTo(id, anchor: .top) }
      }
      ```

      """)
    #expect(
      report == ["en/jump.md:3: not run (excerpt): uses `id`, which the note never declares"])
    #expect(!page.contains("Hashable"))
  }
}

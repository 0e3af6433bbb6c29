import Foundation
import Testing

@testable import DocBuildKit

/// The example cache cannot lie: an edited or swapped entry is rejected and the example runs
/// again; `--check` never writes it.
@Suite struct ExampleCacheTests {
  /// The counter note with an expected output that is wrong (`count = 3` after two taps).
  static let wrongNote = ExampleRunTests.counter.replacingOccurrences(
    of: "count = 2", with: "count = 3")

  static func entries(in cache: URL) -> [URL] {
    TestPaths.files(in: cache).filter { $0.hasSuffix(".json") }.map {
      cache.appendingPathComponent($0)
    }
  }

  @Test func anEditedEntryIsRejectedAndTheExampleRunsAgain() throws {
    let fixture = SiteFixture(["en/counter.md": Self.wrongNote])
    defer { fixture.remove() }
    let (first, _) = try fixture.build()
    #expect(first.examples.failed == 1)
    // An attacker rewrites the stored result so that it agrees with the wrong note.
    var tampered = 0
    for entry in Self.entries(in: fixture.cache) {
      let text = try String(contentsOf: entry, encoding: .utf8)
      guard text.contains("count = 2") else { continue }
      try text.replacingOccurrences(of: "count = 2", with: "count = 3")
        .write(to: entry, atomically: true, encoding: .utf8)
      tampered += 1
    }
    #expect(tampered == 1)
    let (second, diagnostics) = try fixture.build()
    #expect(second.examples.failed == 1, "the tampered result was believed")
    #expect(diagnostics.contains { $0.id == "cache.rejected" })
    #expect(second.examples.compiled >= 1)
  }

  @Test func swappedEntriesAreRejected() throws {
    let fixture = SiteFixture([
      "en/counter.md": Self.wrongNote,
      "en/right.md": ExampleRunTests.counter.replacingOccurrences(of: "Count: ", with: "Total: "),
    ])
    defer { fixture.remove() }
    try fixture.build()
    // Two valid entries of examples (the engine probe's entry aside) trade places.
    let entries = Self.entries(in: fixture.cache).filter {
      (try? String(contentsOf: $0, encoding: .utf8))?.contains("count = 1") == true
    }
    try #require(entries.count == 2)
    let a = try Data(contentsOf: entries[0])
    let b = try Data(contentsOf: entries[1])
    try b.write(to: entries[0])
    try a.write(to: entries[1])
    let (summary, diagnostics) = try fixture.build()
    #expect(diagnostics.filter { $0.id == "cache.rejected" }.count == 2)
    #expect(summary.examples.failed == 1)
    #expect(summary.examples.run == 1)
  }

  @Test func checkDoesNotWriteTheCache() throws {
    let fixture = SiteFixture(["en/counter.md": ExampleRunTests.counter])
    defer { fixture.remove() }
    _ = try fixture.build(check: true)
    #expect(Self.entries(in: fixture.cache).isEmpty)
  }
}

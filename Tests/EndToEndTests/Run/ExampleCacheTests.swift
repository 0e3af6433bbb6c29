import Foundation
import Testing

@testable import DocBuildKit

/// The example cache cannot lie: an edited, swapped or forged entry is rejected and the example
/// runs again; `--check` keeps what it ran itself, so CI's next check compiles nothing.
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
    // One warning for both, which were rejected for the same reason.
    let warnings = diagnostics.filter { $0.id == "cache.rejected" }
    #expect(warnings.count == 1)
    #expect(
      warnings.first?.message.hasPrefix("2 cached example results could not be trusted") == true)
    #expect(summary.examples.failed == 1)
    #expect(summary.examples.run == 1)
  }

  /// A note whose example prints `goodbye` while its expected output says `hello`.
  static let greeting = """
    # 인사

    ```swift
    print("goodbye")
    ```

    ```output
    hello
    ```

    """

  /// How an attacker who cannot read this machine's key might sign a result.
  enum Forgery: CaseIterable {
    /// A plain SHA-256 of what the signature covers, recomputed after the edit.
    case plainDigest
    /// A valid signature under another key: the attacker's own machine, or a committed entry.
    case anotherMachinesKey
    /// The format of older builds: a digest and no signature.
    case olderFormat
  }

  /// The attack: a pull request commits the note and an entry edited to agree with it, signed as
  /// well as the attacker can. `--check` must still run the example and fail.
  @Test(arguments: Forgery.allCases)
  func aForgedEntryCannotMakeAFailingExamplePass(_ forgery: Forgery) throws {
    let attacker = SiteFixture(["ko/greeting.md": Self.greeting])
    defer { attacker.remove() }
    let (honest, _) = try attacker.build()
    #expect(honest.examples.failed == 1)
    let entry = try #require(
      Self.entries(in: attacker.cache).first {
        (try? String(contentsOf: $0, encoding: .utf8))?.contains("goodbye") == true
      })
    var fields = try #require(
      JSONSerialization.jsonObject(with: Data(contentsOf: entry)) as? [String: String])
    let key = try #require(fields["key"])
    let result = try #require(fields["result"]).replacingOccurrences(of: "goodbye", with: "hello")
    fields["result"] = result
    let covered = ["docbuild-cache-entry-2", key, result].joined(separator: "\0")
    switch forgery {
    case .plainDigest:
      fields["signature"] = SHA256.hex(covered)
    case .anotherMachinesKey:
      var mac = HMACSHA256(key: attacker.signingKey.secret)
      mac.update(covered)
      fields["signature"] = mac.finalize()
    case .olderFormat:
      fields["signature"] = nil
      fields["digest"] = SHA256.hex(
        ["docbuild-cache-entry-1", key, result].joined(separator: "\0"))
    }

    let victim = SiteFixture(["ko/greeting.md": Self.greeting])
    defer { victim.remove() }
    let planted = victim.cache.appendingPathComponent(
      String(entry.path.dropFirst(attacker.cache.path.count + 1)))
    try FileManager.default.createDirectory(
      at: planted.deletingLastPathComponent(), withIntermediateDirectories: true)
    try JSONSerialization.data(withJSONObject: fields).write(to: planted)
    let (checked, diagnostics) = try victim.build(check: true)
    #expect(checked.examples.failed == 1, "the forged result was believed")
    #expect(checked.examples.compiled == 1)
    #expect(checked.errors > 0)
    let warning = try #require(diagnostics.first { $0.id == "cache.rejected" })
    #expect(warning.path == "ko/greeting.md")
    #expect(
      warning.message.contains(forgery == .olderFormat ? "not signed" : "signature does not match"))
  }

  /// The control for the attack: only a holder of the key can sign a result, and what it signs
  /// is believed (so the attack above fails for the signature, not for another reason).
  @Test func anEntrySignedWithThisMachinesKeyIsBelieved() throws {
    let fixture = SiteFixture(["ko/greeting.md": Self.greeting])
    defer { fixture.remove() }
    try fixture.build()
    let entry = try #require(
      Self.entries(in: fixture.cache).first {
        (try? String(contentsOf: $0, encoding: .utf8))?.contains("goodbye") == true
      })
    let fields = try #require(
      JSONSerialization.jsonObject(with: Data(contentsOf: entry)) as? [String: String])
    let key = try #require(fields["key"])
    let result = try #require(fields["result"]).replacingOccurrences(of: "goodbye", with: "hello")
    let edited = try JSONDecoder().decode(ExampleResult.self, from: Data(result.utf8))
    ExampleCache(folder: fixture.cache, signingKey: fixture.signingKey).store(edited, for: key)
    let (summary, diagnostics) = try fixture.build(check: true)
    #expect(summary.examples.failed == 0)
    #expect(summary.examples.compiled == 0)
    #expect(!diagnostics.contains { $0.id == "cache.rejected" })
  }

  /// What CI does: `--check` twice on an unchanged checkout. The first keeps what it ran; the
  /// second compiles nothing.
  @Test func aSecondCheckCompilesNothing() throws {
    let fixture = SiteFixture([
      "ko/counter.md": ExampleRunTests.counter,
      "zh/counter.md": ExampleRunTests.counter.replacingOccurrences(of: "Count: ", with: "计数: "),
      "en/greeting.md": Self.greeting.replacingOccurrences(of: "hello", with: "goodbye"),
    ])
    defer { fixture.remove() }
    let (first, _) = try fixture.build(check: true)
    #expect(first.examples.compiled == 3)
    #expect(first.examples.cached == 0)
    #expect(!Self.entries(in: fixture.cache).isEmpty)
    let (second, diagnostics) = try fixture.build(check: true)
    #expect(second.examples.compiled == 0)
    #expect(second.examples.cached == 3)
    #expect(second.examples.failed == 0)
    #expect(!diagnostics.contains { $0.id == "cache.rejected" })
    #expect(!FileManager.default.fileExists(atPath: fixture.site.path), "--check wrote a site")
  }
}

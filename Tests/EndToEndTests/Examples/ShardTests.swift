import Foundation
import Testing

@testable import DocBuildKit

/// A CI matrix: each shard runs its part of the examples into its own cache; the caches merged,
/// a last build compiles nothing and writes the same site as one full build.
@Suite struct ShardTests {
  @Test func assignmentIsStableAndCoversEveryKeyOnce() throws {
    let shards = try (1...3).map { try #require(Shard("\($0)/3")) }
    for key in ["00ff", "a1b2c3d4e5f6a7b8c9", "ffffffffffffffffff", "0123456789abcdef"] {
      #expect(shards.filter { $0.contains(key: key) }.count == 1)
    }
    #expect(Shard("0/3") == nil)
    #expect(Shard("4/3") == nil)
    #expect(Shard("x") == nil)
  }

  @Test func twoShardsAndAMergeGiveTheFullBuildsSite() throws {
    var notes: [String: String] = [:]
    for index in 1...4 {
      notes["en/0\(index).md"] = ExampleRunTests.counter.replacingOccurrences(
        of: "Count: ", with: "Count \(index): ")
    }
    let full = SiteFixture(notes)
    defer { full.remove() }
    try full.build()

    let sharded = SiteFixture(notes)
    defer { sharded.remove() }
    var ran = 0
    for index in 1...2 {
      let shardCache = sharded.root.appendingPathComponent("cache-\(index)")
      var options = BuildOptions(
        input: sharded.content, output: sharded.site, cacheFolder: shardCache)
      options.shard = Shard("\(index)/2")
      // The shards of one CI run share the cache key (DOCBUILD_CACHE_KEY).
      options.cacheSigningKey = sharded.signingKey
      let summary = try SiteBuilder(options: options, diagnostics: DiagnosticEngine()).build()
      ran += summary.examples.run
      #expect(summary.examples.failed == 0)
      // What CI's cache step does: the shard's entries land in the shared cache folder.
      for file in TestPaths.files(in: shardCache) {
        let target = sharded.cache.appendingPathComponent(file)
        try FileManager.default.createDirectory(
          at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        if !FileManager.default.fileExists(atPath: target.path) {
          try FileManager.default.copyItem(at: shardCache.appendingPathComponent(file), to: target)
        }
      }
    }
    #expect(ran == 4, "each example ran in exactly one shard")
    #expect(!FileManager.default.fileExists(atPath: sharded.site.path), "a shard wrote a site")

    let (last, _) = try sharded.build()
    #expect(last.examples.compiled == 0)
    #expect(last.examples.run == 4)
    let files = TestPaths.files(in: full.site)
    #expect(files == TestPaths.files(in: sharded.site))
    for file in files {
      #expect(
        FileManager.default.contents(atPath: full.site.appendingPathComponent(file).path)
          == FileManager.default.contents(atPath: sharded.site.appendingPathComponent(file).path),
        "\(file) differs")
    }
  }
}

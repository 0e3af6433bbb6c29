import Foundation
import Testing

@testable import DocBuildKit

/// The cache's key lives in the user's cache home (or a CI secret), never in a checkout: made
/// once, private, and read back unchanged.
@Suite struct CacheSigningKeyTests {
  static func permissions(of url: URL) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    return try #require((attributes[.posixPermissions] as? NSNumber)?.intValue)
  }

  @Test func madeOnFirstUsePrivateAndReadBack() throws {
    let home = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = ["HOME": home.path]
    let first = try CacheSigningKey.load(environment: environment)
    let file = home.appendingPathComponent(".cache/docbuild/key")
    #expect(try Self.permissions(of: file) == 0o600)
    #expect(try Self.permissions(of: file.deletingLastPathComponent()) == 0o700)
    #expect(first.secret.count == 64)
    #expect(try CacheSigningKey.load(environment: environment).secret == first.secret)
    // Only the key is left in its folder: the draft it was written under is gone.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        == ["key"])
  }

  /// Builds that start together each make a key; the first linked into place is everyone's.
  @Test func buildsStartingTogetherAgreeOnOneKey() throws {
    let home = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: home) }
    let lock = NSLock()
    nonisolated(unsafe) var secrets: Set<String> = []
    DispatchQueue.concurrentPerform(iterations: 16) { _ in
      let secret = try? CacheSigningKey.load(environment: ["HOME": home.path]).secret
      let text = secret.map { String(decoding: $0, as: UTF8.self) } ?? "failed"
      lock.withLock { _ = secrets.insert(text) }
    }
    #expect(secrets.count == 1)
    #expect(!secrets.contains("failed"))
  }

  @Test func xdgCacheHomeComesFirst() throws {
    let root = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let cacheHome = root.appendingPathComponent("xdg")
    _ = try CacheSigningKey.load(
      environment: ["HOME": root.path, "XDG_CACHE_HOME": cacheHome.path])
    #expect(
      FileManager.default.fileExists(atPath: cacheHome.appendingPathComponent("docbuild/key").path))
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".cache").path))
  }

  @Test func aSecretFromTheEnvironmentWinsUnlessEmpty() throws {
    let home = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: home) }
    let secret = String(repeating: "k", count: 40)
    let key = try CacheSigningKey.load(
      environment: ["HOME": home.path, CacheSigningKey.environmentKey: secret])
    #expect(key.secret == Array(secret.utf8))
    #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent(".cache").path))
    // A pull request from a fork gets the secret empty: the machine's own key is used.
    let own = try CacheSigningKey.load(
      environment: ["HOME": home.path, CacheSigningKey.environmentKey: ""])
    #expect(own.secret != key.secret)
    #expect(
      FileManager.default.fileExists(
        atPath: home.appendingPathComponent(".cache/docbuild/key").path))
  }

  @Test func aShortSecretIsRefused() {
    #expect(throws: CacheSigningKey.Problem.self) {
      try CacheSigningKey.load(environment: [
        "HOME": "/nonexistent", CacheSigningKey.environmentKey: "hunter2",
      ])
    }
  }

  @Test func aKeyOthersCanReadIsRefused() throws {
    let home = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = ["HOME": home.path]
    _ = try CacheSigningKey.load(environment: environment)
    let file = home.appendingPathComponent(".cache/docbuild/key")
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
    #expect(throws: CacheSigningKey.Problem.self) {
      try CacheSigningKey.load(environment: environment)
    }
  }
}

import Foundation
import Testing

@testable import DocBuildKit

/// `swiftc --version` is asked once per compiler binary: checked with a stand-in `swiftc` that
/// counts how often it is started.
@Suite struct CompilerVersionCacheTests {
  /// A `swiftc` script in a fresh folder that prints `version` and appends a line to `starts`.
  func fakeCompiler(version: String) throws -> (folder: URL, starts: URL) {
    let folder = TestPaths.temporaryFolder()
    let starts = folder.appendingPathComponent("starts")
    let script = folder.appendingPathComponent("swiftc")
    try ExecutableScript.write("echo started >> '\(starts.path)'\necho '\(version)'", to: script)
    return (folder, starts)
  }

  func startCount(_ starts: URL) -> Int {
    (try? String(contentsOf: starts, encoding: .utf8))?.split(separator: "\n").count ?? 0
  }

  @Test func theVersionIsAskedOncePerBinary() throws {
    let (folder, starts) = try fakeCompiler(version: "Swift version 9.9")
    defer { try? FileManager.default.removeItem(at: folder) }
    let versions = CompilerVersionCache(folder: folder.appendingPathComponent("cache"))
    let environment = ["PATH": folder.path]
    let first = try #require(SwiftCompiler.locate(environment: environment, versions: versions))
    let second = try #require(SwiftCompiler.locate(environment: environment, versions: versions))
    #expect(first.version == "Swift version 9.9\n")
    #expect(second.version == first.version)
    #expect(startCount(starts) == 1)
  }

  @Test func aChangedBinaryIsAskedAgain() throws {
    let (folder, starts) = try fakeCompiler(version: "Swift version 9.9")
    defer { try? FileManager.default.removeItem(at: folder) }
    let versions = CompilerVersionCache(folder: folder.appendingPathComponent("cache"))
    let environment = ["PATH": folder.path]
    _ = try #require(SwiftCompiler.locate(environment: environment, versions: versions))
    // A new toolchain: another binary (size and modification time) answering another version.
    let script = folder.appendingPathComponent("swiftc")
    try ExecutableScript.write(
      "echo started >> '\(starts.path)'\necho 'Swift version 10.0 (new)'", to: script)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: script.path)
    let updated = try #require(SwiftCompiler.locate(environment: environment, versions: versions))
    #expect(updated.version == "Swift version 10.0 (new)\n")
    #expect(startCount(starts) == 2)
  }
}

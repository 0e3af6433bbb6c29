import Foundation
import Testing

@testable import DocBuildKit

/// docbuild's scratch folders: files an example wrote are read without following what it
/// planted, and the folders of a docbuild that was killed are removed by the next one.
@Suite struct ScratchFolderTests {
  @Test func readsARegularFile() throws {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("{\"ok\":1}".utf8).write(to: folder.appendingPathComponent("report.json"))
    #expect(ScratchFolder.contents(of: "report.json", in: folder) == Data("{\"ok\":1}".utf8))
  }

  /// An example replaces its report with a link to a file of the machine's: nothing is read.
  @Test func neverFollowsALink() throws {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let secret = folder.appendingPathComponent("secret")
    try Data("machine secret".utf8).write(to: secret)
    let scratch = folder.appendingPathComponent("scratch")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: scratch.appendingPathComponent("report.json"), withDestinationURL: secret)
    #expect(ScratchFolder.contents(of: "report.json", in: scratch) == nil)
    #expect(ScratchFolder.contents(of: "../secret", in: scratch) != nil, "the test's own check")
  }

  /// A pipe in place of the report is not waited on, and a folder or a missing file is nothing.
  @Test func neverWaitsOnAPipe() throws {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(mkfifo(folder.appendingPathComponent("report.json").path, 0o600) == 0)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("summary.json"), withIntermediateDirectories: true)
    let start = Date()
    #expect(ScratchFolder.contents(of: "report.json", in: folder) == nil)
    #expect(ScratchFolder.contents(of: "summary.json", in: folder) == nil)
    #expect(ScratchFolder.contents(of: "missing", in: folder) == nil)
    #expect(Date().timeIntervalSince(start) < 1)
  }

  /// Folders of a docbuild that no longer runs go; this one's, and folders docbuild did not
  /// name so, stay.
  @Test func removesOnlyTheFoldersOfEndedBuilds() throws {
    let parent = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: parent) }
    let ended = Process()
    ended.executableURL = URL(fileURLWithPath: "/bin/true")
    try ended.run()
    ended.waitUntilExit()
    let names = [
      "docbuild-\(ended.processIdentifier)-merged-A", "docbuild-\(getpid())-B",
      "docbuild-test-C", "docbuild-D", "other-\(ended.processIdentifier)-E",
    ]
    for name in names {
      try FileManager.default.createDirectory(
        at: parent.appendingPathComponent(name).appendingPathComponent("home"),
        withIntermediateDirectories: true)
    }
    ScratchFolder.removeLeftovers(in: parent)
    let left = try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted()
    #expect(left == names.dropFirst().sorted())
  }
}

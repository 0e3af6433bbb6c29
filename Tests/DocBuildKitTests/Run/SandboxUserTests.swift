import Foundation
import Testing

@testable import DocBuildKit

/// As root, examples run as users of their own: one for each scratch folder, kept for the
/// folder's later runs (an exploration writes over its run's files).
@Suite(.enabled(if: getuid() == 0)) struct SandboxUserTests {
  @Test func eachFolderGetsAUserOfItsOwn() throws {
    let first = try #require(SandboxUser.next())
    let second = try #require(SandboxUser.next())
    #expect(first != second)
    #expect(first.id >= 0x4000_0000 && second.id >= 0x4000_0000)
  }

  @Test func aFolderKeepsItsUser() throws {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let user = try #require(SandboxUser.of(folder))
    user.own([folder])
    #expect(SandboxUser.of(folder) == user)
    var status = stat()
    #expect(stat(folder.path, &status) == 0 && status.st_uid == user.id)
  }

  /// The user starts what it is given without root's rights: it cannot read root's files.
  @Test func startsCommandsWithoutRoot() throws {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let secret = folder.appendingPathComponent("secret")
    try Data("root only".utf8).write(to: secret)
    chmod(secret.path, 0o600)
    let command = try #require(SandboxUser.next()).starting(["/usr/bin/cat", secret.path])
    let result = ChildProcess(
      executable: URL(fileURLWithPath: command[0]), arguments: Array(command.dropFirst()),
      timeout: 10
    ).run()
    #expect(result.status != 0)
    #expect(!result.output.contains("root only"))
  }
}

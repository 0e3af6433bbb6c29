import Foundation
import Testing

@testable import DocBuildKit

/// Learning the driver's plan once and replaying it per example: checked against stand-in
/// compilers (shell scripts) that print a plan the way `swiftc -###` does.
@Suite struct CompilerCommandsTests {
  func fakeCompiler(printing plan: String) throws -> (SwiftCompiler, URL) {
    let folder = TestPaths.temporaryFolder()
    let script = folder.appendingPathComponent("swiftc")
    try ExecutableScript.write("cat <<'PLAN'\n\(plan)\nPLAN", to: script)
    return (SwiftCompiler(executable: script, version: "fake"), folder)
  }

  @Test func thePlanIsReplayedInEachExamplesFolder() throws {
    let placeholder = CompilerCommands.placeholder
    let (compiler, folder) = try fakeCompiler(
      printing: """
        /usr/bin/frontend -c -primary-file \(placeholder)/main.swift -o /tmp/TemporaryDirectory.Ab12_x/main-1.o
        /usr/bin/clang /tmp/TemporaryDirectory.Ab12_x/main-1.o -o \(placeholder)/main
        """)
    defer { try? FileManager.default.removeItem(at: folder) }
    let commands = try #require(CompilerCommands.learn(compiler: compiler, arguments: []))
    let replayed = commands.commands(in: URL(fileURLWithPath: "/work/ex 1"))
    #expect(
      replayed == [
        [
          "/usr/bin/frontend", "-c", "-primary-file", "/work/ex 1/main.swift", "-o",
          "/work/ex 1/main-1.o",
        ],
        ["/usr/bin/clang", "/work/ex 1/main-1.o", "-o", "/work/ex 1/main"],
      ])
  }

  @Test func aPlanWithQuotedArgumentsIsNotReplayed() throws {
    let (compiler, folder) = try fakeCompiler(printing: "/usr/bin/frontend -c \"/a b/main.swift\"")
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(CompilerCommands.learn(compiler: compiler, arguments: []) == nil)
  }
}

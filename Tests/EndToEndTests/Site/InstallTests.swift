import Foundation
import Testing

@testable import DocBuildKit

/// docbuild installed into a prefix (`.ci/install`) runs from any folder, with its engine beside it.
@Suite struct InstallTests {
  @Test func anInstalledDocbuildRunsExamplesFromAnyFolder() throws {
    let root = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let prefix = root.appendingPathComponent("prefix")
    let install = ChildProcess(
      executable: URL(fileURLWithPath: "/bin/bash"),
      arguments: [
        TestPaths.packageRoot.appendingPathComponent(".ci/install").path, "--from",
        EngineAvailabilityTests.buildFolder.path, prefix.path,
      ],
      timeout: 120
    ).run()
    try #require(install.status == 0, "\(install.output)\(install.errorOutput)")
    let docbuild = prefix.appendingPathComponent("bin/docbuild")

    // Nothing of the build folder is reachable: no DOCBUILD_ENGINE_DIR, another current folder.
    var environment = ProcessInfo.processInfo.environment
    environment["DOCBUILD_ENGINE_DIR"] = nil
    let version = ChildProcess(
      executable: docbuild, arguments: ["--version"], environment: environment, timeout: 60
    ).run()
    #expect(version.output.contains("docbuild \(VersionReport.version)"))
    #expect(version.output.contains("engine: \(prefix.path)/lib/docbuild"))
    #expect(version.output.contains("compiler: Swift version"))

    let content = root.appendingPathComponent("elsewhere/notes")
    try FileManager.default.createDirectory(
      at: content.appendingPathComponent("en"), withIntermediateDirectories: true)
    try Data(EngineAvailabilityTests.checkedNote.utf8).write(
      to: content.appendingPathComponent("en/hello.md"))
    let build = ChildProcess(
      executable: docbuild, arguments: [content.path, root.appendingPathComponent("site").path],
      environment: environment, currentDirectory: URL(fileURLWithPath: "/"), timeout: 300
    ).run()
    #expect(build.status == 0, "\(build.output)\(build.errorOutput)")
    #expect(build.output.contains("Examples: 1 run"), "\(build.output)")
  }
}

import Foundation
import Testing

@testable import DocBuildKit

/// The autolink step runs once per set of imports; later examples get its output written.
@Suite struct AutolinkEntriesTests {
  /// A stand-in `swift-autolink-extract` that writes `entries` to its `-o` file and appends a line
  /// to `runs` each time it starts.
  func fakeExtractor(in folder: URL, entries: String) throws -> (tool: URL, runs: URL) {
    let runs = folder.appendingPathComponent("runs")
    let tool = folder.appendingPathComponent("swift-autolink-extract")
    try ExecutableScript.write(
      "echo ran >> '\(runs.path)'\nprintf '%b' '\(entries)' > \"$3\"", to: tool)
    return (tool, runs)
  }

  func extract(
    _ entries: AutolinkEntries, tool: URL, source: String, output: URL
  ) -> ChildProcess.Result {
    let command = [tool.path, "main-1.o", "-o", output.path]
    #expect(AutolinkEntries.isExtraction(command))
    return entries.perform(command, source: source) {
      ChildProcess(executable: tool, arguments: Array(command.dropFirst()), timeout: 10).run()
    }
  }

  @Test func examplesWithTheSameImportsRunTheToolOnce() throws {
    let folder = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (tool, runs) = try fakeExtractor(in: folder, entries: "-lswiftCore\\n-lFoundation\\n")
    let entries = AutolinkEntries()
    let first = folder.appendingPathComponent("a.autolink")
    let second = folder.appendingPathComponent("b.autolink")
    let other = folder.appendingPathComponent("c.autolink")
    #expect(
      extract(entries, tool: tool, source: "import SwiftUI\nstruct A {}\n", output: first).status
        == 0)
    #expect(
      extract(entries, tool: tool, source: "import SwiftUI\nstruct B {}\n", output: second).status
        == 0)
    #expect(try String(contentsOf: second, encoding: .utf8) == "-lswiftCore\n-lFoundation\n")
    #expect(try String(contentsOf: runs, encoding: .utf8) == "ran\n")
    // Another import may link another library: the tool runs again.
    _ = extract(entries, tool: tool, source: "import SwiftUI\nimport Foundation\n", output: other)
    #expect(try String(contentsOf: runs, encoding: .utf8) == "ran\nran\n")
  }

  @Test func theKeyIsTheLinesThatMentionImport() {
    #expect(
      AutolinkEntries.key(of: "import SwiftUI\n\nstruct A {}\n@testable import X\n")
        == "import SwiftUI\n@testable import X")
    #expect(AutolinkEntries.key(of: "struct A {}\n") == AutolinkEntries.key(of: "struct B {}\n"))
  }

  @Test func otherStepsAreNotExtractions() {
    #expect(!AutolinkEntries.isExtraction(["/usr/bin/swift-frontend", "-frontend", "-c"]))
    #expect(!AutolinkEntries.isExtraction([]))
  }
}

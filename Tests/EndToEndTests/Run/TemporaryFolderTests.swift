import Foundation
import Testing

/// A build leaves nothing in the temporary folder: the compiler driver makes a folder of its own
/// there for every compilation and, handing over to the frontend, never removes it; docbuild
/// gives it the job's scratch folder instead, which goes with the job.
@Suite struct TemporaryFolderTests {
  @Test func aBuildLeavesTheTemporaryFolderEmpty() throws {
    let docbuild = EngineAvailabilityTests.buildFolder.appendingPathComponent("docbuild")
    try #require(FileManager.default.isExecutableFile(atPath: docbuild.path))
    let fixture = SiteFixture([
      "en/counter.md": """
      # Counter

      ```swift
      struct Counter: View {
        @State private var count = 0
        var body: some View {
          Button("Count: \\(count)") { count += 1 }
        }
      }
      ```

      ```swift
      let total = [1, 2, 3].reduce(0, +)
      print(total)
      ```

      ```swift
      Text("Hello").bold()
      ```

      ```swift
      struct Point { var x = 0 }
      ```

      ```swift
      let broken: Int = "one"
      ```

      """
    ])
    defer { fixture.remove() }
    let temporary = fixture.root.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    let process = Process()
    process.executableURL = docbuild
    process.arguments = [fixture.content.path, fixture.site.path, "--no-cache"]
    process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary.path]) {
      $1
    }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    // (The broken block is an error of the note's.)
    #expect(process.terminationStatus == 1)
    #expect(fixture.page("en/counter.html").contains("6"))
    let left = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
    #expect(left.isEmpty, "left behind: \(left)")
  }
}

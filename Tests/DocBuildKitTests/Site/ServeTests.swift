import DocBuildServe
import Foundation
import Testing

@testable import DocBuildKit

/// `docbuild serve`: the authoring loop a writer of mdBook or Hugo sites expects.
@Suite struct ServeTests {
  /// The body of `http://127.0.0.1:port/path`, fetched with curl on a thread of its own: waiting
  /// for it must not take one of the few threads the server's tasks run on.
  static func fetch(_ port: UInt16, _ path: String) async -> String? {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(returning: curl(port, path)) }
    }
  }

  static func curl(_ port: UInt16, _ path: String) -> String? {
    let result = ChildProcess(
      executable: URL(fileURLWithPath: "/usr/bin/curl"),
      arguments: ["-s", "--noproxy", "*", "--max-time", "60", "http://127.0.0.1:\(port)/\(path)"],
      timeout: 70
    ).run()
    return result.status == 0 ? result.output : nil
  }

  @Test func servesTheBuiltSiteAndReloadsAfterAnEdit() async throws {
    try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/curl"))
    let fixture = SiteFixture([
      "en/01-state.md": "# State\n\nFirst words.\n", "en/02-binding.md": "# Binding\n",
      "ko/01-state.md": "# 상태\n",
    ])
    defer { fixture.remove() }
    try fixture.build(runExamples: false)
    let written = fixture.page("en/01-state.html")
    let options = BuildOptions(input: fixture.content, output: fixture.site, runExamples: false)
    let server = try SiteServer(options: options, port: 0) { _, _ in }
    server.rebuild()
    Thread.detachNewThread { server.serve() }
    let port = server.port

    // The same bytes as a build writes, with the reload script added.
    let served = try #require(await Self.fetch(port, "en/01-state.html"))
    #expect(served.contains("/__docbuild/reload.js"))
    #expect(
      served.replacingOccurrences(of: "<script src=\"/__docbuild/reload.js\"></script>", with: "")
        == written)
    let state = try #require(await Self.fetch(port, "__docbuild/state"))
    #expect(state.contains("\"version\":1"))

    fixture.write(["en/01-state.md": "# State\n\nEdited words.\n"])
    let deadline = Date().addingTimeInterval(60)
    var page = served
    while !page.contains("Edited words."), Date() < deadline {
      try await Task.sleep(nanoseconds: 100_000_000)
      page = await Self.fetch(port, "en/01-state.html") ?? page
    }
    #expect(page.contains("Edited words."))
    #expect(await Self.fetch(port, "__docbuild/state")?.contains("\"version\":2") == true)
    // Every served file is what a full build of the edited notes writes.
    try fixture.build(runExamples: false)
    for path in TestPaths.files(in: fixture.site) {
      let served = await Self.fetch(port, path)?.replacingOccurrences(
        of: "<script src=\"/__docbuild/reload.js\"></script>", with: "")
      #expect(served == fixture.page(path), "\(path)")
    }
    #expect(await Self.fetch(port, "missing.html")?.contains("not found") == true)
    server.stop()
  }

  @Test func errorsAreShownOverThePage() async throws {
    try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/curl"))
    let fixture = SiteFixture(["en/01-a.md": "# A\n", "en/02:a.md": "# B\n"])
    defer { fixture.remove() }
    let server = try SiteServer(
      options: BuildOptions(input: fixture.content, output: fixture.site, runExamples: false),
      port: 0
    ) { _, _ in }
    server.rebuild()
    Thread.detachNewThread { server.serve() }
    let port = server.port
    let state = try #require(await Self.fetch(port, "__docbuild/state"))
    #expect(state.contains("02:a.md"), "\(state)")
    let script = try #require(await Self.fetch(port, "__docbuild/reload.js"))
    #expect(script.contains("docbuild-problems"))
    server.stop()
  }
}

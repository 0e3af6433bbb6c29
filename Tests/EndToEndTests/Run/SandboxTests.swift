import Foundation
import Testing

@testable import DocBuildKit

/// Examples are other people's code: each attack an example's author could try is run as a real
/// example, and nothing outside its scratch folder may change, no secret may reach the page, the
/// build must end within its limit and no process may outlive it.
@Suite(.serialized) struct SandboxTests {
  /// A decoy world beside the fixture: a home with a key, a folder standing for /etc.
  struct Attack {
    let fixture: SiteFixture
    var decoyHome: URL { fixture.root.appendingPathComponent("home") }
    var note: URL { fixture.content.appendingPathComponent("en/attack.md") }

    init(_ code: (Attack) -> String, timeout: Int = 5) {
      fixture = SiteFixture([:])
      let key = decoyHome.appendingPathComponent(".ssh/id_ed25519")
      try! FileManager.default.createDirectory(
        at: key.deletingLastPathComponent(), withIntermediateDirectories: true)
      try! Data("decoy key".utf8).write(to: key)
      fixture.write([
        "en/attack.md":
          "# Attack\n\n```swift timeout=\(timeout)\nimport Foundation\nimport Glibc\n\(code(self))\n```\n"
      ])
    }

    func build(sandbox: SandboxMode = .required) throws -> (BuildSummary, String, Double) {
      let start = Date()
      let diagnostics = DiagnosticEngine()
      var options = fixture.options()
      options.sandbox = sandbox
      let summary = try SiteBuilder(options: options, diagnostics: diagnostics).build()
      return (summary, fixture.page("en/attack.html"), Date().timeIntervalSince(start))
    }
  }

  static func literal(_ url: URL) -> String { "\"\(url.path)\"" }

  @Test func cannotDeleteHomeOrNotes() throws {
    let attack = Attack { attack in
      """
      for path in [\(Self.literal(attack.decoyHome)), \(Self.literal(attack.note))] {
        do { try FileManager.default.removeItem(atPath: path); print("re" + "moved \\(path)") }
        catch { print("kept") }
      }
      """
    }
    defer { attack.fixture.remove() }
    let (summary, page, _) = try attack.build()
    #expect(summary.examples.run == 1)
    #expect(!page.contains("removed"))
    #expect(
      FileManager.default.fileExists(
        atPath: attack.decoyHome.appendingPathComponent(".ssh/id_ed25519").path))
    #expect(FileManager.default.fileExists(atPath: attack.note.path))
  }

  @Test func readsNoSecrets() throws {
    setenv("DOCBUILD_TEST_TOKEN", "ghp_decoy_0123456789", 1)
    let attack = Attack { attack in
      """
      print((try? String(contentsOfFile: "/etc/passwd", encoding: .utf8)) ?? "no passwd")
      print(ProcessInfo.processInfo.environment["DOCBUILD_TEST_TOKEN"] ?? "no token")
      print((try? String(contentsOfFile: \(Self.literal(attack.decoyHome.appendingPathComponent(".ssh/id_ed25519"))), encoding: .utf8)) ?? "no key")
      """
    }
    defer { attack.fixture.remove() }
    let (summary, page, _) = try attack.build()
    #expect(summary.examples.run == 1)
    #expect(page.contains("no passwd") && page.contains("no token") && page.contains("no key"))
    #expect(!page.contains("root:x:0"))
    #expect(!page.contains("ghp_decoy"))
    #expect(!page.contains("decoy key"))
  }

  @Test func cannotWriteSystemFolders() throws {
    let attack = Attack { _ in
      """
      for path in ["/etc/docbuild-attack", "/usr/local/bin/docbuild-attack", "/tmp/docbuild-attack-escaped"] {
        print(FileManager.default.createFile(atPath: path, contents: Data("x".utf8)) ? "wrote \\(path)" : "refused")
      }
      """
    }
    defer { attack.fixture.remove() }
    let (summary, _, _) = try attack.build()
    #expect(summary.examples.run == 1)
    for path in [
      "/etc/docbuild-attack", "/usr/local/bin/docbuild-attack", "/tmp/docbuild-attack-escaped",
    ] {
      #expect(!FileManager.default.fileExists(atPath: path), "\(path) was written")
    }
  }

  /// A connection to a server on 127.0.0.1 (the only network a test may use) must not arrive.
  @Test func hasNoNetwork() throws {
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(listener) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    try withUnsafeMutablePointer(to: &address) { pointer in
      try pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        #expect(bind(listener, $0, length) == 0)
        #expect(listen(listener, 4) == 0)
        #expect(getsockname(listener, $0, &length) == 0)
        _ = try #require(listener >= 0)
      }
    }
    let port = UInt16(bigEndian: address.sin_port)
    let attack = Attack { _ in
      """
      do {
        let s = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var a = sockaddr_in()
        a.sin_family = sa_family_t(AF_INET)
        a.sin_port = UInt16(\(port)).bigEndian
        a.sin_addr.s_addr = inet_addr("127.0.0.1")
        let r = withUnsafePointer(to: &a) {
          $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(s, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
          }
        }
        print(r == 0 ? "con" + "nected" : "no network")
      }
      """
    }
    defer { attack.fixture.remove() }
    let (summary, page, _) = try attack.build()
    #expect(summary.examples.run == 1)
    #expect(page.contains("no network"))
    _ = fcntl(listener, F_SETFL, O_NONBLOCK)
    #expect(accept(listener, nil, nil) == -1, "a connection from the example arrived")
  }

  @Test func cannotExhaustMemory() throws {
    let attack = Attack { _ in
      """
      let size = 8 << 30
      let pointer = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 4096)
      memset(pointer, 1, size)
      print("alloc" + "ated 8 GB")
      """
    }
    defer { attack.fixture.remove() }
    let (summary, page, seconds) = try attack.build()
    #expect(summary.examples.failed == 1)
    #expect(!page.contains("allocated 8 GB"))
    #expect(seconds < 60)
  }

  /// A grandchild that holds the pipes and sleeps, and one that detaches and writes into the site
  /// later: the build ends at the example's limit and neither survives it.
  @Test func grandchildrenDoNotOutliveTheBuild() throws {
    let attack = Attack(
      { attack in
        """
        let sleeper = Process()
        sleeper.executableURL = URL(fileURLWithPath: "/bin/sh")
        sleeper.arguments = ["-c", "exec sleep 100000"]
        try! sleeper.run()
        let detached = Process()
        detached.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        detached.arguments = ["sh", "-c", "sleep 3; echo '<script>alert(1)</script>' >> \(attack.fixture.site.path)/en/attack.html"]
        try! detached.run()
        print("started")
        """
      }, timeout: 2)
    defer { attack.fixture.remove() }
    let (_, _, seconds) = try attack.build()
    #expect(seconds < 60)
    Thread.sleep(forTimeInterval: 4)
    #expect(!attack.fixture.page("en/attack.html").contains("<script>alert(1)"))
    #expect(Self.processes(containing: "sleep 100000").isEmpty)
  }

  /// docbuild stopped by SIGTERM (a cancelled CI job) takes its running example with it and
  /// leaves no scratch folder.
  @Test func terminatingDocbuildEndsItsExamples() throws {
    let docbuild = EngineAvailabilityTests.buildFolder.appendingPathComponent("docbuild")
    try #require(FileManager.default.isExecutableFile(atPath: docbuild.path))
    let attack = Attack({ _ in "while true { usleep(1000) }" }, timeout: 60)
    defer { attack.fixture.remove() }
    let temporary = FileManager.default.temporaryDirectory.path
    let process = Process()
    process.executableURL = docbuild
    process.arguments = [attack.fixture.content.path, attack.fixture.site.path]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Its scratch folders are named for it (other tests' builds run beside this one): wait for
    // one whose program is a process.
    let prefix = "docbuild-\(process.processIdentifier)-"
    func scratchFolders() -> [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? [])
        .filter { $0.hasPrefix(prefix) }
    }
    var running: [String] = []
    let deadline = Date().addingTimeInterval(90)
    while running.isEmpty, Date() < deadline {
      Thread.sleep(forTimeInterval: 0.2)
      running = scratchFolders().flatMap {
        Self.processes(containing: "\(temporary)/\($0)/main")
      }
    }
    try #require(!running.isEmpty, "the example never started")
    let started = scratchFolders()
    process.terminate()
    process.waitUntilExit()
    Thread.sleep(forTimeInterval: 1)
    for folder in started {
      #expect(Self.processes(containing: "\(temporary)/\(folder)/main").isEmpty)
      #expect(!FileManager.default.fileExists(atPath: "\(temporary)/\(folder)"))
    }
    #expect(scratchFolders().isEmpty, "left behind: \(scratchFolders())")
    #expect(process.terminationStatus == 128 + SIGTERM)
  }

  /// docbuild killed outright (`kill -9`, which it cannot catch) while it compiles an example:
  /// the compiler dies with it, its frontends too (the driver starts each in a process group of
  /// its own), and the next build removes the folder it left.
  @Test func killedDocbuildLeavesNoProcessAndItsFolderGoesNextTime() throws {
    let docbuild = EngineAvailabilityTests.buildFolder.appendingPathComponent("docbuild")
    try #require(FileManager.default.isExecutableFile(atPath: docbuild.path))
    let attack = Attack({ _ in "while true { usleep(1000) }" }, timeout: 60)
    defer { attack.fixture.remove() }
    let temporary = FileManager.default.temporaryDirectory.path
    let process = Process()
    process.executableURL = docbuild
    process.arguments = [attack.fixture.content.path, attack.fixture.site.path, "--no-cache"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Its scratch folders are named for it; wait for a compiler frontend working in one.
    let mark = "\(temporary)/docbuild-\(process.processIdentifier)-"
    var working: [String] = []
    let deadline = Date().addingTimeInterval(90)
    while working.isEmpty, Date() < deadline {
      Thread.sleep(forTimeInterval: 0.05)
      working = Self.processes(containing: mark).filter { $0.contains("-frontend") }
    }
    try #require(!working.isEmpty, "docbuild never compiled its example")
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    Thread.sleep(forTimeInterval: 1)
    #expect(Self.processes(containing: mark).isEmpty)
    ScratchFolder.removeLeftovers()
    let left = ((try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? [])
      .filter { "\(temporary)/\($0)".hasPrefix(mark) }
    #expect(left.isEmpty, "left behind: \(left)")
  }

  /// As root (CI containers), the example runs as a user of its own, so the process limit holds:
  /// a fork bomb stops at it.
  @Test(.enabled(if: getuid() == 0)) func processesAreBoundedAsRoot() throws {
    let attack = Attack(
      { _ in
        """
        var started = 0
        for _ in 0..<1000 {
          var pid = pid_t()
          let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/usr/bin/sleep"), strdup("20"), nil]
          guard posix_spawn(&pid, "/usr/bin/sleep", nil, nil, argv, environ) == 0 else { break }
          started += 1
        }
        print(started < \(SandboxUser.processLimit) ? "BOU" + "NDED" : "NOT " + "HELD")
        """
      }, timeout: 30)
    defer { attack.fixture.remove() }
    let (summary, page, _) = try attack.build()
    #expect(summary.examples.run == 1)
    #expect(page.contains("BOUNDED"))
    #expect(Self.processes(containing: "/usr/bin/sleep 20").isEmpty)
  }

  /// The command lines of running processes that contain `text`.
  static func processes(containing text: String) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.filter { Int($0) != nil }.compactMap { pid in
      guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else {
        return nil
      }
      let line = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
      return line.contains(text) ? line : nil
    }
  }

  @Test func timeoutIsCapped() {
    let (attributes, diagnostics) = FenceAttributes.parse(
      fencedBlock("", info: "swift timeout=100000", fenceLine: 1), path: "a.md")
    #expect(attributes.timeout == FenceAttributes.maximumTimeout)
    #expect(diagnostics.contains { $0.id == "fence.timeout-capped" })
  }

  /// `--sandbox=auto` without bubblewrap warns, naming what examples can then reach; a sandbox
  /// turned off on purpose is only noted, and bubblewrap says nothing.
  @Test func theFallbackWarnsWhatIsLost() throws {
    let limits = Sandbox(isolation: .limitsOnly, readableFolders: [], processLimit: 100)
    let warning = try #require(limits.fallbackWarning)
    for lost in ["files", "secrets", "network", "cache", "--sandbox=required", "sandbox: required"]
    {
      #expect(warning.contains(lost), "\(lost)")
    }
    #expect(limits.notice == nil)
    let off = Sandbox(isolation: .none, readableFolders: [], processLimit: 100)
    #expect(off.fallbackWarning == nil)
    #expect(off.notice != nil)
    let bubblewrap = Sandbox(
      isolation: .bubblewrap("/usr/bin/bwrap"), readableFolders: [], processLimit: 100)
    #expect(bubblewrap.fallbackWarning == nil && bubblewrap.notice == nil)
  }
}

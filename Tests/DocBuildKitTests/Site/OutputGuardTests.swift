import Foundation
import Testing

@testable import DocBuildKit

/// The output folder is replaced as a whole, so a mistyped one must be refused before anything is
/// touched; only absent, empty or docbuild-marked folders are written.
@Suite struct OutputGuardTests {
  /// A project as a careless user has it: notes, a repository, a README, a decoy home.
  struct Project {
    let root = TestPaths.temporaryFolder()
    var content: URL { root.appendingPathComponent("content") }
    var home: URL { root.appendingPathComponent("home") }

    init() {
      let files = [
        "content/en/01-state.md": "# State\n\nA note.\n",
        "content/ko/01-state.md": "# 상태\n\n노트입니다.\n",
        "content/zh/01-state.md": "# 状态\n\n笔记。\n",
        ".git/HEAD": "ref: refs/heads/main\n",
        "README.md": "# project\n",
        "home/.ssh/id_ed25519": "secret key\n",
        "home/notes.txt": "mine\n",
        "docs/keep.txt": "somebody's file\n",
        "repo/.git/config": "[core]\n",
      ]
      for (path, text) in files {
        let url = root.appendingPathComponent(path)
        try! FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! Data(text.utf8).write(to: url)
      }
    }

    /// Every file below the root (hidden ones too), with its bytes.
    func snapshot() -> [String: Data] {
      var files: [String: Data] = [:]
      let base = root.standardizedFileURL.path
      let enumerator = FileManager.default.enumerator(atPath: base)
      while let path = enumerator?.nextObject() as? String {
        var isDirectory: ObjCBool = false
        FileManager.default.fileExists(atPath: base + "/" + path, isDirectory: &isDirectory)
        if !isDirectory.boolValue {
          files[path] = FileManager.default.contents(atPath: base + "/" + path)
        }
      }
      return files
    }

    func build(to output: URL, check: Bool = false, bless: Bool = false, runExamples: Bool = false)
      throws -> BuildSummary
    {
      try SiteBuilder(
        options: BuildOptions(
          input: content, output: output, runExamples: runExamples, check: check, bless: bless),
        diagnostics: DiagnosticEngine()
      ).build()
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
  }

  /// Each dangerous output is refused with the folder named, and no file anywhere changed.
  @Test(arguments: [
    (".", "contains the input folder"),
    ("content", "is the input folder"),
    ("content/en", "is inside the input folder"),
    ("content/site", "is inside the input folder"),
    ("repo", "holds a .git repository"),
    ("docs", "is not empty and was not written by docbuild"),
    ("README.md", "is a file"),
    (".docbuild-cache", "holds the example cache"),
  ])
  func refusesDangerousOutput(output: String, reason: String) throws {
    let project = Project()
    defer { project.remove() }
    if output == ".docbuild-cache" {
      try FileManager.default.createDirectory(
        at: project.root.appendingPathComponent(output), withIntermediateDirectories: true)
    }
    let before = project.snapshot()
    let target = project.root.appendingPathComponent(output)
    var refusal: BuildRefusal?
    do {
      _ = try SiteBuilder(
        options: BuildOptions(
          input: project.content, output: target, runExamples: false,
          cacheFolder: BuildOptions.defaultCacheFolder(for: project.content)),
        diagnostics: DiagnosticEngine()
      ).build()
    } catch let error as BuildRefusal {
      refusal = error
    }
    let message = try #require(refusal, "writing the site to \(output) was not refused").description
    #expect(message.contains(target.path), "the refusal names the folder: \(message)")
    #expect(message.contains(reason), "\(message)")
    #expect(project.snapshot() == before, "a file changed after refusing \(output)")
  }

  /// The root and the home folder: checked on the guard alone, never with a real build.
  @Test func refusesRootAndHome() throws {
    let project = Project()
    defer { project.remove() }
    let root = OutputGuard(
      input: project.content, output: URL(fileURLWithPath: "/"), home: project.home)
    #expect(throws: BuildRefusal.self) { try root.check() }
    let home = OutputGuard(input: project.content, output: project.home, home: project.home)
    let error = #expect(throws: BuildRefusal.self) { try home.check() }
    #expect(error?.description.contains("home folder") == true)
    // Through a symbolic link too: the home folder is compared after resolving links.
    let link = project.root.appendingPathComponent("link-to-home")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: project.home)
    #expect(throws: BuildRefusal.self) {
      try OutputGuard(input: project.content, output: link, home: project.home).check()
    }
  }

  @Test func writesAbsentAndEmptyFoldersAndMarksThem() throws {
    let project = Project()
    defer { project.remove() }
    let absent = project.root.appendingPathComponent("out/site")
    try project.build(to: absent)
    #expect(
      FileManager.default.fileExists(atPath: absent.appendingPathComponent("en/01-state.html").path)
    )
    let marker = try String(
      contentsOf: absent.appendingPathComponent(OutputGuard.markerName), encoding: .utf8)
    #expect(marker == OutputGuard.markerText)

    let empty = project.root.appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    try project.build(to: empty)
    #expect(FileManager.default.fileExists(atPath: empty.appendingPathComponent("index.html").path))
  }

  /// A previous site (it has the marker) is replaced: its stale files go.
  @Test func replacesMarkedSite() throws {
    let project = Project()
    defer { project.remove() }
    let site = project.root.appendingPathComponent("site")
    try project.build(to: site)
    try Data("old".utf8).write(to: site.appendingPathComponent("stale.html"))
    try project.build(to: site)
    #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("stale.html").path))
    #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path))
  }

  /// Folders a killed build left beside the output are removed; a live build's are kept.
  @Test func removesLeftoversOfKilledBuilds() throws {
    let project = Project()
    defer { project.remove() }
    let dead = Self.unusedPID()
    let live = getppid()
    let names = [".site.staging-\(dead)", ".site.old-\(dead)", ".site.staging-\(live)"]
    for name in names {
      let folder = project.root.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data("half a site".utf8).write(to: folder.appendingPathComponent("index.html"))
    }
    try project.build(to: project.root.appendingPathComponent("site"))
    let left = try FileManager.default.contentsOfDirectory(atPath: project.root.path)
    #expect(!left.contains(names[0]))
    #expect(!left.contains(names[1]))
    #expect(left.contains(names[2]), "a running process's staging folder was removed")
  }

  @Test func checkWithBlessIsRefused() throws {
    let project = Project()
    defer { project.remove() }
    let before = project.snapshot()
    #expect(throws: BuildRefusal.self) {
      try project.build(to: project.root.appendingPathComponent("site"), check: true, bless: true)
    }
    #expect(project.snapshot() == before)
  }

  /// `--check --no-run` would verify nothing: refused when a note has a checked example,
  /// allowed when none has.
  @Test func checkWithoutRunningIsRefusedOnCheckedExamples() throws {
    let project = Project()
    defer { project.remove() }
    let site = project.root.appendingPathComponent("site")
    try project.build(to: site)
    _ = try project.build(to: site, check: true, runExamples: false)
    let note = project.content.appendingPathComponent("en/02-counter.md")
    try Data(
      """
      # Counter

      ```swift
      print("hi")
      ```

      ```output
      hi
      ```

      """.utf8
    ).write(to: note)
    let error = #expect(throws: BuildRefusal.self) {
      try project.build(to: site, check: true, runExamples: false)
    }
    #expect(
      error?.description.contains("en/02-counter.md:3") == true, "\(error?.description ?? "")")
  }

  /// A process ID that no process has now.
  static func unusedPID() -> Int32 {
    var pid: Int32 = 999_999
    while kill(pid, 0) == 0 || errno == EPERM { pid -= 1 }
    return pid
  }
}

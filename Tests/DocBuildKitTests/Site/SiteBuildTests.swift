import Foundation
import Testing

@testable import DocBuildKit

/// Whole builds of small sites written by the tests, in all three languages.
@Suite struct SiteBuildTests {
  func write(_ files: [String: String], to folder: URL) {
    for (path, text) in files {
      let url = folder.appendingPathComponent(path)
      try! FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try! Data(text.utf8).write(to: url)
    }
  }

  func build(_ input: URL, _ output: URL) throws -> (BuildSummary, [Diagnostic]) {
    let engine = DiagnosticEngine()
    let summary = try SiteBuilder(
      options: BuildOptions(input: input, output: output), diagnostics: engine
    ).build()
    return (summary, engine.diagnostics)
  }

  let notes = [
    "ko/01-state.md": "---\ntitle: 상태\norder: 1\n---\n\n# 상태\n\n[다음](02-binding.md)을 읽으세요.\n",
    "ko/02-binding.md": "# 바인딩\n\n바인딩은 값을 빌려줍니다.\n",
    "zh/01-state.md": "---\ntitle: 状态\n---\n\n# 状态\n\n视图的状态。\n",
    "en/01-state.md":
      "# State\n\nSee [the missing one](03-missing.md).\n\nA *bad* [link](javascript:alert(1)).\n",
  ]

  @Test func pagesTranslationsAndIndexes() throws {
    let root = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    write(notes, to: root.appendingPathComponent("content"))
    let (summary, diagnostics) = try build(
      root.appendingPathComponent("content"), root.appendingPathComponent("site"))
    #expect(summary.pages == [.ko: 2, .zh: 1, .en: 1])
    let files = TestPaths.files(in: root.appendingPathComponent("site"))
    for expected in [
      "index.html", "assets/style.css", "ko/index.html", "ko/01-state.html", "ko/02-binding.html",
      "zh/01-state.html", "en/01-state.html",
    ] {
      #expect(files.contains(expected), "missing \(expected)")
    }
    let ko = try String(
      contentsOf: root.appendingPathComponent("site/ko/01-state.html"), encoding: .utf8)
    #expect(ko.contains("lang=\"ko\""))
    #expect(ko.contains("href=\"02-binding.html\""))
    #expect(ko.contains("../zh/01-state.html"))
    #expect(ko.contains("../en/01-state.html"))
    let missing = diagnostics.filter { $0.id == "link.missing-note" }
    #expect(missing.count == 1)
    #expect(missing.first?.path == "en/01-state.md")
    #expect(missing.first?.range?.start == SourcePosition(line: 3, column: 5))
    let unsafe = diagnostics.filter { $0.id == "link.unsafe-url" }
    #expect(unsafe.map(\.formatted).first?.hasPrefix("en/01-state.md:5:9: warning:") == true)
  }

  @Test func twoBuildsAreByteIdentical() throws {
    let root = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    write(notes, to: root.appendingPathComponent("content"))
    _ = try build(root.appendingPathComponent("content"), root.appendingPathComponent("a"))
    _ = try build(root.appendingPathComponent("content"), root.appendingPathComponent("b"))
    let a = TestPaths.files(in: root.appendingPathComponent("a"))
    #expect(a == TestPaths.files(in: root.appendingPathComponent("b")))
    for path in a {
      #expect(
        FileManager.default.contents(atPath: root.appendingPathComponent("a/\(path)").path)
          == FileManager.default.contents(atPath: root.appendingPathComponent("b/\(path)").path),
        "\(path) differs")
    }
  }

  @Test func duplicatePageIsAnErrorAndTheFirstNoteWins() throws {
    let root = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    write(
      ["a.md": "---\nlang: ko\n---\n# 하나\n", "ko/a.md": "# 둘\n"],
      to: root.appendingPathComponent("content"))
    let (summary, diagnostics) = try build(
      root.appendingPathComponent("content"), root.appendingPathComponent("site"))
    #expect(summary.errors == 1)
    #expect(diagnostics.contains { $0.id == "site.duplicate-page" && $0.path == "ko/a.md" })
    let page = try String(
      contentsOf: root.appendingPathComponent("site/ko/a.html"), encoding: .utf8)
    #expect(page.contains("하나"))
  }

  @Test func aBuildThatCannotReadItsInputLeavesTheOldSiteAlone() throws {
    let root = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    // A previous site (with docbuild's marker), so the output guard lets the build through.
    write(
      ["old.html": "previous", OutputGuard.markerName: OutputGuard.markerText],
      to: root.appendingPathComponent("site"))
    #expect(throws: BuildFailure.self) {
      _ = try build(
        root.appendingPathComponent("no-such-folder"), root.appendingPathComponent("site"))
    }
    #expect(
      TestPaths.files(in: root.appendingPathComponent("site"))
        == [OutputGuard.markerName, "old.html"])
  }
}

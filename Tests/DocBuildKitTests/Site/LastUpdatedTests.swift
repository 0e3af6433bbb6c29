import Foundation
import Testing

@testable import DocBuildKit

/// "Last updated": front matter's `date`, else the day of the note's last commit.
@Suite struct LastUpdatedTests {
  /// Runs git in `folder` with a fixed author and committer date.
  func git(_ arguments: [String], in folder: URL, date: String = "2024-05-06T10:00:00Z") throws {
    let result = ChildProcess(
      executable: URL(fileURLWithPath: "/usr/bin/env"),
      arguments: ["git", "-c", "user.name=Test", "-c", "user.email=test@example.org"] + arguments,
      environment: [
        "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
        "GIT_AUTHOR_DATE": date, "GIT_COMMITTER_DATE": date, "HOME": folder.path,
      ],
      currentDirectory: folder, timeout: 60
    ).run()
    try #require(result.status == 0, "git \(arguments): \(result.errorOutput)")
  }

  @Test func theLastCommitDatesANoteAndFrontMatterWins() throws {
    let fixture = SiteFixture([
      "content/en/01-state.md": "# State\n",
      "content/en/02-binding.md": "# Binding\n",
      "content/en/03-dated.md": "---\ndate: 2020-01-02\n---\n# Dated\n",
    ])
    defer { fixture.remove() }
    // The repository holds the content folder one level down, as a project's docs/ would.
    let repository = fixture.content
    let notes = repository.appendingPathComponent("content")
    try git(["init", "-q"], in: repository)
    try git(["add", "."], in: repository)
    try git(["commit", "-q", "-m", "first"], in: repository)
    fixture.write(["content/en/02-binding.md": "# Binding\n\nMore.\n"])
    try git(["commit", "-q", "-am", "second"], in: repository, date: "2024-07-08T23:30:00Z")
    #expect(
      LastCommitDates.of(notes) == [
        "en/01-state.md": "2024-05-06", "en/02-binding.md": "2024-07-08",
        "en/03-dated.md": "2024-05-06",
      ])

    let site = fixture.root.appendingPathComponent("out")
    try SiteBuilder(
      options: BuildOptions(input: notes, output: site, runExamples: false),
      diagnostics: DiagnosticEngine()
    ).build()
    func page(_ path: String) throws -> String {
      try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)
    }
    #expect(
      try page("en/01-state.html").contains("<time datetime=\"2024-05-06\">2024-05-06</time>"))
    #expect(try page("en/02-binding.html").contains("<time datetime=\"2024-07-08\">"))
    #expect(try page("en/03-dated.html").contains("<time datetime=\"2020-01-02\">"))
  }

  @Test func outsideARepositoryOnlyFrontMatterDates() throws {
    let fixture = SiteFixture(["en/01-state.md": "# State\n"])
    defer { fixture.remove() }
    #expect(LastCommitDates.of(fixture.content).isEmpty)
    try fixture.build(runExamples: false)
    #expect(!fixture.page("en/01-state.html").contains("<time"))
  }

  @Test func theRootHasAPageNotFoundInEveryLanguage() throws {
    let fixture = SiteFixture([
      "ko/01-state.md": "# 상태\n", "en/01-state.md": "# State\n",
    ])
    defer { fixture.remove() }
    try fixture.build(runExamples: false)
    let page = fixture.page("404.html")
    for words in ["페이지를 찾을 수 없습니다", "找不到该页面", "Page not found"] {
      #expect(page.contains(words))
    }
    #expect(page.contains("<a href=\"ko/index.html\" hreflang=\"ko\""))
    #expect(page.contains("<a href=\"en/index.html\" hreflang=\"en\""))
    // Chinese has no notes: no link to a home it does not have.
    #expect(!page.contains("zh/index.html"))
    // Without a base URL, served for a missing page at any depth, it finds the site's root
    // from the address (the browser tests load it at a deep path).
    #expect(page.contains("<script>\n") && page.contains("new URL('assets/style.css', root)"))
  }
}

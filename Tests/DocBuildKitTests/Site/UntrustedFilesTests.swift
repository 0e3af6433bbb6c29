import Foundation
import Testing

@testable import DocBuildKit

/// Files beside the notes and the notes' own names come from whoever wrote the pull request: none
/// may put a script on the site or replace a generated file.
@Suite struct UntrustedFilesTests {
  @Test func onlyImagesFontsPDFsAndMediaArePublished() throws {
    let fixture = SiteFixture([
      "en/01-a.md": "# A\n\n![logo](logo.png)\n",
      "en/logo.png": "png bytes",
      "en/evil.html": "<script>alert(1)</script>",
      "assets/search.js": "alert(document.cookie)",
      "en/picture.svg": "<svg onload=\"alert(1)\"/>",
      "en/paper.pdf": "%PDF-1.4",
    ])
    defer { fixture.remove() }
    let (_, diagnostics) = try fixture.build(runExamples: false)
    let files = TestPaths.files(in: fixture.site)
    #expect(files.contains("en/logo.png"))
    #expect(files.contains("en/paper.pdf"))
    #expect(!files.contains("en/evil.html"))
    #expect(!files.contains("en/picture.svg"))
    let notPublished = Set(diagnostics.filter { $0.id == "asset.not-published" }.map(\.path))
    #expect(notPublished == ["en/evil.html", "assets/search.js", "en/picture.svg"])
    // The generated search script is docbuild's own, not the note author's file.
    #expect(!fixture.page("assets/search.js").contains("document.cookie"))
  }

  @Test func aNoteNameThatReadsAsAScriptURLIsRefused() throws {
    let fixture = SiteFixture([
      "en/javascript:alert(document.domain);x.md": "# Trap\n",
      "en/01-a.md": "# A\n",
    ])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build(runExamples: false)
    #expect(summary.errors == 1)
    let error = try #require(diagnostics.first { $0.id == "input.unsafe-name" })
    #expect(error.path == "en/javascript:alert(document.domain);x.md")
    for file in TestPaths.files(in: fixture.site) where file.hasSuffix(".html") {
      #expect(!fixture.page(file).contains("href=\"javascript:"), "\(file)")
    }
  }

  @Test func generatedHrefsEncodeColons() {
    #expect(
      SitePath.href(from: "en/a.html", to: "en/javascript:alert(1).html")
        == "javascript%3Aalert(1).html")
    #expect(HTMLSanitizer.isSafeURL(SitePath.href(from: "index.html", to: "javascript:x.html")))
  }

  @Test func symlinksAndCaseCollisionsAreReported() throws {
    let fixture = SiteFixture(["en/Guide.md": "# Guide\n", "en/guide.md": "# guide\n"])
    defer { fixture.remove() }
    try FileManager.default.createSymbolicLink(
      at: fixture.content.appendingPathComponent("en/linked.md"),
      withDestinationURL: fixture.content.appendingPathComponent("en/guide.md"))
    let (_, diagnostics) = try fixture.build(runExamples: false)
    #expect(diagnostics.contains { $0.id == "input.symlink" && $0.path == "en/linked.md" })
    #expect(diagnostics.contains { $0.id == "input.case-collision" })
  }
}

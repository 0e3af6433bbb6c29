import Foundation
import Testing

@testable import DocBuildKit

/// `docbuild.yml` from a stranger's pull request: its addresses reach every page, and its size
/// must not multiply into the site's.
@Suite struct SiteConfigurationSafetyTests {
  func build(_ files: [String: String], options: (inout BuildOptions) -> Void = { _ in }) throws
    -> (SiteFixture, [Diagnostic])
  {
    let fixture = SiteFixture(files)
    let engine = DiagnosticEngine()
    var buildOptions = BuildOptions(
      input: fixture.content, output: fixture.site, runExamples: false)
    options(&buildOptions)
    try SiteBuilder(options: buildOptions, diagnostics: engine).build()
    return (fixture, engine.diagnostics)
  }

  /// Every byte the site holds, as text.
  func siteText(_ fixture: SiteFixture) -> String {
    TestPaths.files(in: fixture.site).map { fixture.page($0) }.joined(separator: "\n")
  }

  @Test func addressesAreHttpHttpsOrRelative() {
    for base in ["https://example.org/notes/", "http://127.0.0.1:8000", "HTTPS://Example.org"] {
      #expect(SiteAddress.problem(base, for: .base) == nil, "\(base)")
    }
    for link in ["https://git.example/{path}", "../edit/{path}", "/edit?p=", "//host.example/e/"] {
      #expect(SiteAddress.problem(link, for: .link) == nil, "\(link)")
    }
    let refused = [
      "javascript:alert(1)//{path}", "JaVaScRiPt:alert(1)", "java\tscript:alert(1)",
      "javascript&#58;alert(1)", "java&#x73;cript:alert(1)", "data:text/html,<script>x</script>",
      "data:image/png;base64,AAAA", "vbscript:x", "file:///etc/passwd", "ftp://host/",
      "mailto:a@b.example", "https://a.example/ x", "https://a.example/\u{202E}x", "", "https:",
      "https:relative",
    ]
    for address in refused {
      #expect(SiteAddress.problem(address, for: .link) != nil, "\(address)")
      #expect(SiteAddress.problem(address, for: .base) != nil, "\(address)")
    }
    // A base address must be absolute: page paths are appended to it in the sitemap.
    #expect(SiteAddress.problem("notes/", for: .base) != nil)
    #expect(SiteAddress.problem("//cdn.example/notes/", for: .base) != nil)
  }

  @Test func unsafeAddressesAreErrorsAtTheirLineAndNeverReachAPage() throws {
    let (fixture, diagnostics) = try build([
      "docbuild.yml": """
      title: 노트
      baseURL: "data:text/html,<script>alert(1)</script>"
      editURL: "javascript:alert(document.cookie)//{path}"

      """,
      "en/01-state.md": "# State\n",
      "ko/01-state.md": "# 상태\n",
      "zh/01-state.md": "# 状态\n",
    ])
    defer { fixture.remove() }
    let unsafe = diagnostics.filter { $0.id == "config.unsafe-url" }
    #expect(unsafe.map(\.severity) == [.error, .error])
    #expect(
      unsafe.map(\.formatted) == [
        "docbuild.yml:2:10: error: baseURL must be an absolute http or https address (https://example.org/notes/); it is not used",
        "docbuild.yml:3:10: error: editURL must be an http or https address, or a relative one; it is not used",
      ])
    let site = siteText(fixture)
    #expect(!site.contains("javascript:") && !site.contains("data:text/html"))
    #expect(!TestPaths.files(in: fixture.site).contains("sitemap.xml"))
    #expect(site.contains("노트"))
  }

  @Test func unsafeAddressesOnTheCommandLineAreRefused() {
    for (base, edit) in [("javascript:alert(1)", nil), (nil, "data:text/html,x"), ("notes/", nil)] {
      #expect(throws: BuildRefusal.self) {
        try build(["en/01-a.md": "# A\n"]) {
          $0.baseURL = base
          $0.editURL = edit
        }.0.remove()
      }
    }
  }

  @Test func aConfigOverOneMegabyteIsAnErrorAndNotRead() throws {
    let padding = "# " + String(repeating: "패딩 ", count: 200_000) + "\n"
    let (fixture, diagnostics) = try build([
      "docbuild.yml": "title: 거대한 설정\n" + padding, "en/01-a.md": "# A\n",
    ])
    defer { fixture.remove() }
    #expect(
      diagnostics.map(\.formatted).contains(
        "docbuild.yml: error: docbuild.yml is larger than 1 MB; it is not read, and the standard settings (ko, zh, en) are used"
      ))
    #expect(!fixture.page("en/01-a.html").contains("거대한 설정"))
  }

  /// Under the size limit, a config once multiplied: a long title is on every page, and every
  /// page and index links to every language. Two notes give a site of a few hundred KB at most.
  @Test func aConfigCannotMultiplyTheSite() throws {
    let title = String(repeating: "标题", count: 100_000)
    let languages = (0..<20_000).map { "  - l\($0)" }.joined(separator: "\n")
    let (fixture, diagnostics) = try build([
      "docbuild.yml": "title: \"\(title)\"\nlanguages:\n  - en\n  - zh\n\(languages)\n",
      "en/01-a.md": "# A\n", "zh/01-a.md": "# 甲\n",
    ])
    defer { fixture.remove() }
    let bytes = TestPaths.files(in: fixture.site).reduce(0) {
      $0
        + ((try? FileManager.default.attributesOfItem(
          atPath: fixture.site.appendingPathComponent($1).path)[.size] as? Int) ?? 0)
    }
    #expect(bytes < 2 << 20, "\(bytes) bytes")
    let ids = Set(diagnostics.map(\.id))
    #expect(ids.contains("config.too-long") && ids.contains("config.too-many-languages"))
  }
}

import Foundation
import Testing

@testable import DocBuildKit

/// `site/` is generated from `content/` and committed: regenerating it must give exactly the committed files.
@Suite struct CommittedSiteTests {
  @Test func siteIsUpToDateWithContent() throws {
    let root = TestPaths.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let output = root.appendingPathComponent("site")
    let engine = DiagnosticEngine()
    let options = BuildOptions(
      input: TestPaths.content, output: output,
      cacheFolder: BuildOptions.defaultCacheFolder(for: TestPaths.content))
    _ = try SiteBuilder(options: options, diagnostics: engine).build()

    let generated = TestPaths.files(in: output)
    let committed = TestPaths.files(in: TestPaths.site)
    #expect(
      generated == committed, "site/ has other files than a fresh build: run `bash .ci/build-site`")
    for path in generated where committed.contains(path) {
      let fresh = FileManager.default.contents(atPath: output.appendingPathComponent(path).path)
      let old = FileManager.default.contents(
        atPath: TestPaths.site.appendingPathComponent(path).path)
      #expect(fresh == old, "site/\(path) is out of date: run `bash .ci/build-site`")
    }
  }
}

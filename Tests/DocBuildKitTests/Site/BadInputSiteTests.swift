import Foundation
import Testing

@testable import DocBuildKit

/// Notes that are broken in every way real notes are: each gets a clear diagnostic naming its
/// file (and line), and the good notes beside them are still built. The diagnostics are
/// compared with a golden file.
@Suite struct BadInputSiteTests {
  @Test func brokenNotesAreReportedAndTheRestIsBuilt() throws {
    let fixture = SiteFixture([
      "en/good.md": "# Good\n\nThis page is fine.\n",
      "ko/좋은-글.md": "# 좋은 글\n\n이 글은 멀쩡합니다.\n",
      "zh/好.md": "# 好的\n\n这一篇没问题。\n",
      "en/empty.md": "",
      "en/fence.md": "# Fence\n\n```swift\nlet open = true\n",
      "ko/callout.md": "# 힌트\n\n{% hint style=\"info\" %}\n닫히지 않은 힌트입니다.\n",
      "zh/front-matter.md": "---\n- 列表\n- 不是映射\n---\n\n# 前言\n",
      "en/yaml.md": "---\ntitle: [unclosed\n---\n\n# Bad YAML\n",
      "en/deep.md": String(repeating: "> ", count: 10_000) + "deep\n",
      "en/dup.md": "# One\n",
      "dup.md": "---\nlang: en\n---\n# Two\n",
    ])
    defer { fixture.remove() }
    let binary = Data([0x23, 0x20, 0x00, 0x01, 0xFF, 0x00, 0x42])
    try binary.write(to: fixture.content.appendingPathComponent("en/binary.md"))
    try Data("# 잘못된\n\nbad \u{FF}".utf8.map { $0 } + [0xC3, 0x28, 0x0A])
      .write(to: fixture.content.appendingPathComponent("ko/utf8.md"))

    let (summary, diagnostics) = try fixture.build()
    for page in [
      "en/good.html", "ko/좋은-글.html", "zh/好.html", "en/fence.html", "ko/callout.html",
      "en/deep.html",
    ] {
      #expect(
        FileManager.default.fileExists(atPath: fixture.site.appendingPathComponent(page).path),
        "\(page) not built")
    }
    #expect(fixture.page("ko/callout.html").contains("닫히지 않은 힌트입니다."))
    #expect(TextOfHTML.decode(fixture.page("en/fence.html")).contains("let open = true"))
    #expect(fixture.page("en/deep.html").contains("deep"))
    for note in [
      "en/empty.md", "en/fence.md", "ko/callout.md", "zh/front-matter.md", "en/yaml.md",
      "en/deep.md", "en/binary.md", "ko/utf8.md", "en/dup.md",
    ] {
      #expect(diagnostics.contains { $0.path == note }, "no diagnostic for \(note)")
    }
    #expect(summary.errors > 0)
    try GoldenFile.check(
      diagnostics.map(\.formatted).joined(separator: "\n") + "\n",
      against: "diagnostics/bad-input.txt")
  }

  /// A note just under the per-note limit (16 MB) is built whole; above it, see InputLimitsTests.
  @Test func aNoteJustUnderTheSizeLimitIsBuilt() throws {
    var text = "# Big\n\n"
    let paragraph = "A long note line with **bold** and `code`, 한국어와 中文. \n"
    let size = NoteReader.maximumNoteSize - 1_000_000
    text.reserveCapacity(size)
    while text.utf8.count < size { text += paragraph }
    let fixture = SiteFixture(["en/big.md": text, "en/small.md": "# Small\n"])
    defer { fixture.remove() }
    let (summary, _) = try fixture.build(runExamples: false)
    #expect(summary.pages[.en] == 2)
    let attributes = try FileManager.default.attributesOfItem(
      atPath: fixture.site.appendingPathComponent("en/big.html").path)
    #expect((attributes[.size] as? Int ?? 0) > size)
  }
}

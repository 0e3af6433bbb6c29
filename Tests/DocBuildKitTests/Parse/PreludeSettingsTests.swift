import Foundation
import Testing

@testable import DocBuildKit

/// Where a prelude is named: `docbuild.yml` (the site, or one language) and a note's front matter.
@Suite struct PreludeSettingsTests {
  @Test func theSiteAndEachLanguageNameTheirPreludes() {
    let yaml = """
      prelude:
        - shared/colours.swift
        - shared/log.swift
      languages:
        - folder: zh
          prelude: zh/helpers.swift
        - en

      """
    let (configuration, diagnostics) = SiteConfigurationReader.read(yaml, path: "docbuild.yml")
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    #expect(configuration.prelude.map(\.path) == ["shared/colours.swift", "shared/log.swift"])
    #expect(configuration.prelude.map(\.line) == [2, 3])
    #expect(configuration.languagePreludes["zh"]?.map(\.path) == ["zh/helpers.swift"])
    #expect(configuration.languagePreludes["en"] == nil)
  }

  @Test func aPreludeThatIsNotAPathIsAWarning() {
    let (configuration, diagnostics) = SiteConfigurationReader.read(
      "prelude:\n  file: a.swift\n", path: "docbuild.yml")
    #expect(configuration.prelude.isEmpty)
    #expect(diagnostics.map(\.id) == ["config.invalid"])
  }

  @Test func aNoteNamesItsOwnPrelude() {
    let parsed = parseNote(
      """
      ---
      title: 렌더링 실험
      prelude: [helpers.swift, ../shared/random.swift]
      ---
      # 렌더링 실험
      """, path: "ko/rendering.md")
    #expect(parsed.diagnostics.isEmpty)
    #expect(
      parsed.document?.frontMatter.prelude == [
        PreludeReference(path: "helpers.swift", namedIn: "ko/rendering.md", line: 3),
        PreludeReference(path: "../shared/random.swift", namedIn: "ko/rendering.md", line: 3),
      ])
  }

  @Test func pathsStayInsideTheContentFolder() {
    #expect(PreludeResolver.normalized("ko/./helpers/../random.swift") == "ko/random.swift")
    #expect(PreludeResolver.normalized("ko/../../secret.swift") == nil)
    #expect(PreludeResolver.normalized("/etc/passwd") == nil)
  }
}

import Testing

@testable import DocBuildKit

@Suite struct SitePathTests {
  @Test func hrefBetweenPagesOfOneLanguage() {
    #expect(SitePath.href(from: "ko/a.html", to: "ko/b.html") == "b.html")
  }

  @Test func hrefAcrossLanguagesAndFolders() {
    #expect(SitePath.href(from: "ko/guide/a.html", to: "en/b.html") == "../../en/b.html")
    #expect(SitePath.href(from: "index.html", to: "zh/index.html") == "zh/index.html")
  }

  @Test func nonASCIIFileNamesArePercentEncoded() {
    #expect(
      SitePath.href(from: "ko/a.html", to: "ko/상태 관리.html")
        == "%EC%83%81%ED%83%9C%20%EA%B4%80%EB%A6%AC.html")
  }

  @Test func rootPrefixCountsFolders() {
    #expect(SitePath.rootPrefix(of: "index.html") == "")
    #expect(SitePath.rootPrefix(of: "zh/a.html") == "../")
    #expect(SitePath.rootPrefix(of: "zh/x/a.html") == "../../")
  }

  @Test func normalisingRejectsEscapes() {
    #expect(SitePath.normalized("ko/a/../b.md") == "ko/b.md")
    #expect(SitePath.normalized("./ko/./b.md") == "ko/b.md")
    #expect(SitePath.normalized("../outside.md") == nil)
  }
}

import Testing

@testable import DocBuildKit

@Suite struct LinkResolverTests {
  let resolver = LinkResolver(outputByNotePath: [
    "ko/01-state.md": "ko/01-state.html",
    "ko/02-binding.md": "ko/02-binding.html",
    "en/01-state.md": "en/01-state.html",
  ])

  @Test func noteLinkBecomesPageLinkKeepingTheFragment() {
    let href = resolver.resolve(
      "02-binding.md#바인딩", inNote: "ko/01-state.md", page: "ko/01-state.html")
    #expect(href == "02-binding.html#바인딩")
  }

  @Test func linkIntoAnotherLanguage() {
    let href = resolver.resolve(
      "../en/01-state.md", inNote: "ko/02-binding.md", page: "ko/02-binding.html")
    #expect(href == "../en/01-state.html")
  }

  @Test func missingNoteGivesNil() {
    #expect(
      resolver.resolve("03-gone.md", inNote: "ko/01-state.md", page: "ko/01-state.html") == nil)
  }

  @Test func externalAndNonNoteLinksAreUnchanged() {
    for destination in ["https://example.com/a.md", "mailto:a@b.c", "#top", "/abs.md", "image.png"]
    {
      #expect(
        resolver.resolve(destination, inNote: "ko/01-state.md", page: "ko/01-state.html")
          == destination)
    }
  }
}

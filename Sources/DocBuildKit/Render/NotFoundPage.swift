/// Each language's "page not found" page (`<lang>/404.html`), with the chapter list and the
/// search box, for servers configured to show it for missing pages.
public enum NotFoundPage {
  public static func path(for language: Language) -> String {
    "\(language.folder)/404.html"
  }

  public static func page(
    language: Language, chapterList: ChapterListReference?, translations: [Language: String]
  ) -> Page {
    let title = UIString.pageNotFound.text(in: language)
    let hint = HTMLEscaping.text(UIString.pageNotFoundHint.text(in: language))
    let home = HTMLEscaping.text(UIString.contents.text(in: language))
    let body = RenderedBody(
      html: "<p>\(hint)</p>\n<p><a href=\"index.html\">\(home)</a></p>\n", toc: [], diagnostics: [],
      plainText: "")
    return Page(
      language: language, title: title, body: body, rootPrefix: "../",
      languageHome: PageLink(title: UIString.contents.text(in: language), href: "index.html"),
      translations: translations, chapterList: chapterList)
  }
}

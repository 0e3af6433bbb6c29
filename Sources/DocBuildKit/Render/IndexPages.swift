/// Each language's home page, written as a document so it goes through the same renderer as notes.
enum IndexPages {
  /// `links` are the pages as linked from the home (title and href), in the pages' order, and
  /// `descriptions` their front matter's descriptions.
  static func languageHome(_ language: Language, links: [PageLink], descriptions: [String?])
    -> Document
  {
    let items = zip(links, descriptions).map { link, description -> List.Item in
      var content: [Inline] = [
        .link(
          .init(
            destination: link.href, title: "", children: [.text(link.title)], range: noSource))
      ]
      if let description, !description.isEmpty {
        content += [.text(" — " + description)]
      }
      return List.Item(
        task: nil, children: [.paragraph(.init(content: content, range: noSource))], range: noSource
      )
    }
    return Document(
      path: "\(language.folder)/index.html",
      frontMatter: FrontMatter(title: UIString.contents.text(in: language)),
      blocks: [
        .heading(
          .init(level: 1, content: [.text(UIString.contents.text(in: language))], range: noSource)),
        .list(.init(isOrdered: true, start: 1, isTight: true, items: items, range: noSource)),
      ])
  }

  /// The home's description for search engines and link previews: the site's name, then its
  /// chapters' titles in order, cut as a note's description is.
  static func description(_ language: Language, links: [PageLink]) -> String {
    let titles = links.map { ChapterNumber.title($0.title, $0.number) }
    return PageDescription.shortened(
      UIString.siteName.text(in: language) + ": " + titles.joined(separator: " · "))
  }

  private static let noSource = SourceRange(lines: 1, 1)
}

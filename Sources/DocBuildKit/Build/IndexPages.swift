/// Each language's home page, written as a document so it goes through the same renderer as notes.
enum IndexPages {
  static func languageHome(_ language: Language, pages: [PlannedPage]) -> Document {
    let items = pages.map { page -> List.Item in
      let href = SitePath.href(from: "\(language.rawValue)/index.html", to: page.output)
      var content: [Inline] = [
        .link(
          .init(
            destination: href, title: "", children: [.text(page.document.title)], range: noSource))
      ]
      if let description = page.document.frontMatter.description, !description.isEmpty {
        content += [.text(" — " + description)]
      }
      return List.Item(
        task: nil, children: [.paragraph(.init(content: content, range: noSource))], range: noSource
      )
    }
    return Document(
      path: "\(language.rawValue)/index.html",
      frontMatter: FrontMatter(title: UIString.contents.text(in: language)),
      blocks: [
        .heading(
          .init(level: 1, content: [.text(UIString.contents.text(in: language))], range: noSource)),
        .list(.init(isOrdered: true, start: 1, isTight: true, items: items, range: noSource)),
      ])
  }

  private static let noSource = SourceRange(lines: 1, 1)
}

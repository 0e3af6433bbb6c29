/// A language's chapter list as one script (`<lang>/toc.js`), written once instead of into every
/// page: `assets/chapter-list.js`'s drawing function followed by the call that draws the entries.
/// Pages load it with a `<script>` tag in their sidebar (`ChapterListReference`), which works
/// from `file://` too.
public struct ChapterListScript: Sendable, Equatable {
  /// One page of the list: its path inside the language folder, as an href from the language's
  /// home (`01-state.html`, `guide/setup.html`), its title and chapter number.
  public struct Entry: Sendable, Equatable {
    public var path: String
    public var title: String
    public var number: Int?

    public init(path: String, title: String, number: Int?) {
      self.path = path
      self.title = title
      self.number = number
    }
  }

  public var entries: [Entry]

  public init(_ entries: [Entry]) {
    self.entries = entries
  }

  public static let fileName = "toc.js"

  public static func path(for language: Language) -> String {
    "\(language.folder)/\(fileName)"
  }

  public var javascript: String {
    var out =
      AssetCompaction.javascript(EmbeddedAssets.chapterListJs)
      + "docbuildChapterList(document.currentScript, [\n"
    for entry in entries {
      out += "[" + JSONText.string(entry.path) + "," + JSONText.string(entry.title) + ","
      out += entry.number.map(String.init) ?? "null"
      out += "],\n"
    }
    return out + "]);\n"
  }
}

/// Where a page finds its language's chapter list, and which entry of it the page is.
public struct ChapterListReference: Sendable, Equatable {
  /// The href of the language's `toc.js` from the page.
  public var script: String
  /// The page's entry (`ChapterListScript.Entry.path`); nil for pages not in the list.
  public var current: String?

  public init(script: String, current: String? = nil) {
    self.script = script
    self.current = current
  }
}

import Foundation

/// Finds the prelude of each note: the site's `prelude:` files, its language folder's, then its
/// front matter's, read from the content folder. A file that cannot be read is an error where it
/// is named, and the examples compile without it.
struct PreludeResolver {
  let contentRoot: URL
  let configuration: SiteConfiguration
  private(set) var diagnostics: [Diagnostic] = []
  /// Files read so far, by content-relative path; nil for one that could not be read.
  private var files: [String: Prelude.File?] = [:]
  private var reported: Set<PreludeReference> = []

  init(contentRoot: URL, configuration: SiteConfiguration) {
    self.contentRoot = contentRoot
    self.configuration = configuration
  }

  /// The prelude of each document, in order; nil for a note that has none.
  mutating func preludes(of documents: [Document]) -> [Prelude?] {
    documents.map { document in
      let folder = document.path.split(separator: "/").dropLast()
      let language = folder.first.flatMap {
        configuration.language(inFolder: String($0))?.folder.lowercased()
      }
      let named =
        configuration.prelude.map { ($0, "") }
        + (language.flatMap { configuration.languagePreludes[$0] } ?? []).map { ($0, "") }
        + document.frontMatter.prelude.map { ($0, folder.joined(separator: "/")) }
      var read: [Prelude.File] = []
      for (reference, base) in named {
        if let file = self.file(reference, relativeTo: base), !read.contains(file) {
          read.append(file)
        }
      }
      return read.isEmpty ? nil : Prelude(files: read)
    }
  }

  private mutating func file(_ reference: PreludeReference, relativeTo base: String)
    -> Prelude.File?
  {
    let joined = base.isEmpty ? reference.path : base + "/" + reference.path
    guard let path = Self.normalized(joined) else {
      problem(reference, "prelude '\(reference.path)' lies outside the content folder; ignored")
      return nil
    }
    let url = contentRoot.appendingPathComponent(path)
    if files[path] == nil {
      files[path] = FileManager.default.contents(atPath: url.path).map {
        Prelude.File(path: path, code: String(decoding: $0, as: UTF8.self))
      }
    }
    guard let file = files[path] ?? nil else {
      problem(
        reference,
        "prelude '\(reference.path)' cannot be read (looked for \(path) in the content folder); the examples compile without it"
      )
      return nil
    }
    return file
  }

  /// Each naming of a file that cannot be used is reported once, where it is.
  private mutating func problem(_ reference: PreludeReference, _ message: String) {
    guard reported.insert(reference).inserted else { return }
    diagnostics.append(
      .error(
        "prelude.unreadable", message, path: reference.namedIn,
        range: SourceRange(lines: reference.line, reference.line)))
  }

  /// `a/./b/../c.swift` as `a/c.swift`; nil when it climbs out of the content folder or is absolute.
  static func normalized(_ path: String) -> String? {
    guard !path.hasPrefix("/") else { return nil }
    var parts: [Substring] = []
    for part in path.split(separator: "/") where part != "." {
      if part == ".." {
        guard !parts.isEmpty else { return nil }
        parts.removeLast()
      } else {
        parts.append(part)
      }
    }
    return parts.isEmpty ? nil : parts.joined(separator: "/")
  }
}

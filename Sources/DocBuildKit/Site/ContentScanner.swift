import Foundation

/// Lists the notes and the other files (images…) of the input folder, in a stable order, and
/// says what it leaves out: files whose names cannot be published safely, symbolic links, types
/// that are not published, and names that only differ in case.
struct ContentScanner {
  struct Contents {
    var notes: [NoteFile]
    /// Files copied as they are (images, fonts, PDFs, media), relative paths.
    var assets: [String]
    /// Swift files (relative paths): never published, but a prelude among them changes examples.
    var swiftFiles: [String] = []
    var diagnostics: [Diagnostic] = []
  }

  /// What is copied beside the pages. Anything that can carry script or markup (HTML, JS, CSS,
  /// SVG) or is unknown is not: it would run on the site's origin, or replace a generated file.
  static let publishedExtensions: Set<String> = [
    "png", "jpg", "jpeg", "gif", "webp", "avif", "bmp", "ico",
    "woff", "woff2", "ttf", "otf",
    "pdf",
    "mp4", "webm", "mov", "mp3", "ogg", "oga", "wav", "m4a", "flac",
  ]

  let root: URL

  func scan() throws -> Contents {
    let fileManager = FileManager.default
    var isDirectory: ObjCBool = false
    guard fileManager.fileExists(atPath: root.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw BuildFailure("the input folder \(root.path) does not exist or is not a folder")
    }
    var contents = Contents(notes: [], assets: [])
    let rootPath = root.standardizedFileURL.path
    guard
      let enumerator = fileManager.enumerator(
        at: root, includingPropertiesForKeys: [.isRegularFileKey, .isSymbolicLinkKey],
        options: [.skipsHiddenFiles])
    else { throw BuildFailure("cannot read the input folder \(root.path)") }
    var byLowercasedPath: [String: String] = [:]
    for case let url as URL in enumerator {
      let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey])
      var relative = String(url.standardizedFileURL.path.dropFirst(rootPath.count))
      while relative.hasPrefix("/") { relative.removeFirst() }
      if values?.isSymbolicLink == true {
        contents.diagnostics.append(
          .warning(
            "input.symlink", "symbolic links are not followed: this one is skipped",
            path: relative))
        continue
      }
      guard values?.isRegularFile == true, relative != SiteConfiguration.fileName else { continue }
      if let problem = Self.unsafeNameProblem(relative) {
        contents.diagnostics.append(.error("input.unsafe-name", problem, path: relative))
        continue
      }
      if let other = byLowercasedPath.updateValue(relative, forKey: relative.lowercased()) {
        contents.diagnostics.append(
          .warning(
            "input.case-collision",
            "this name differs from \(other) only in case: on a case-insensitive file system (macOS, Windows) one replaces the other",
            path: relative))
      }
      let pathExtension = url.pathExtension.lowercased()
      if NoteFile.extensions.contains(pathExtension) {
        contents.notes.append(NoteFile(path: relative, url: url))
      } else if Self.publishedExtensions.contains(pathExtension) {
        contents.assets.append(relative)
      } else if pathExtension == "swift" {
        // Preludes that examples compile with: never published, and expected.
        contents.swiftFiles.append(relative)
      } else {
        contents.diagnostics.append(
          .warning(
            "asset.not-published",
            "this file is not published: only notes, images, fonts, PDFs and media are copied to the site (markup, scripts, styles, SVG and unknown types could run on the site or replace its files)",
            path: relative))
      }
    }
    contents.notes.sort { $0.path < $1.path }
    contents.assets.sort()
    contents.swiftFiles.sort()
    contents.diagnostics.sort { $0.path < $1.path }
    return contents
  }

  /// Why a file's name cannot become part of the site's URLs: a `:` would read as a URL scheme
  /// (`javascript:`), control characters and backslashes break links and terminals.
  static func unsafeNameProblem(_ path: String) -> String? {
    if path.contains(":") {
      return "a file name with `:` cannot be published (it would read as a URL scheme); rename it"
    }
    if path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7f || $0 == "\\" }) {
      return "a file name with control characters or `\\` cannot be published; rename it"
    }
    return nil
  }
}

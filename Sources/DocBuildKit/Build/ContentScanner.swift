import Foundation

/// Lists the notes and the other files (images…) of the input folder, in a stable order.
struct ContentScanner {
  struct Contents {
    var notes: [NoteFile]
    /// Files copied as they are (images and other assets), relative paths.
    var assets: [String]
  }

  let root: URL

  func scan() throws -> Contents {
    let fileManager = FileManager.default
    var isDirectory: ObjCBool = false
    guard fileManager.fileExists(atPath: root.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw BuildFailure("the input folder \(root.path) does not exist or is not a folder")
    }
    var notes: [NoteFile] = []
    var assets: [String] = []
    let rootPath = root.standardizedFileURL.path
    guard
      let enumerator = fileManager.enumerator(
        at: root, includingPropertiesForKeys: [.isRegularFileKey],
        options: [.skipsHiddenFiles])
    else { throw BuildFailure("cannot read the input folder \(root.path)") }
    for case let url as URL in enumerator {
      let values = try? url.resourceValues(forKeys: [.isRegularFileKey])
      guard values?.isRegularFile == true else { continue }
      var relative = String(url.standardizedFileURL.path.dropFirst(rootPath.count))
      while relative.hasPrefix("/") { relative.removeFirst() }
      if NoteFile.extensions.contains(url.pathExtension.lowercased()) {
        notes.append(NoteFile(path: relative, url: url))
      } else {
        assets.append(relative)
      }
    }
    notes.sort { $0.path < $1.path }
    assets.sort()
    return Contents(notes: notes, assets: assets)
  }
}

/// A failure that stops the whole build (as opposed to a diagnostic about one note).
public struct BuildFailure: Error, CustomStringConvertible {
  public var description: String
  init(_ description: String) { self.description = description }
}

import Foundation

/// Folders the tests read: the package itself, and `shared/` beside it (real notes by other people).
enum TestPaths {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  static let shared = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
  static let seeds = shared.appendingPathComponent("seeds")
  static let corpus = shared.appendingPathComponent("corpus")
  static let content = packageRoot.appendingPathComponent("content")
  static let site = packageRoot.appendingPathComponent("site")

  /// A fresh empty folder, removed by the caller's `defer`.
  static func temporaryFolder() -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("docbuild-test-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Every regular file below `folder`, as relative paths, sorted.
  static func files(in folder: URL) -> [String] {
    let base = folder.standardizedFileURL.path
    let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    var result: [String] = []
    while let url = enumerator?.nextObject() as? URL {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        result.append(String(url.standardizedFileURL.path.dropFirst(base.count + 1)))
      }
    }
    return result.sorted()
  }
}

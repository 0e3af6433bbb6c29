import Foundation

/// Writes the generated site atomically: everything goes to a fresh folder beside the
/// output, which replaces the old one only when complete, so a failed build leaves `site/` as it was.
struct SiteWriter {
  let output: URL
  private(set) var files: [String: Data] = [:]

  init(output: URL) {
    self.output = output.standardizedFileURL
  }

  mutating func add(_ path: String, _ text: String) {
    files[path] = Data(text.utf8)
  }

  mutating func add(_ path: String, data: Data) {
    files[path] = data
  }

  func commit() throws {
    let fileManager = FileManager.default
    let parent = output.deletingLastPathComponent()
    let name = output.lastPathComponent
    let staging = parent.appendingPathComponent(".\(name).staging-\(ProcessInfo.processInfo.processIdentifier)")
    let retired = parent.appendingPathComponent(".\(name).old-\(ProcessInfo.processInfo.processIdentifier)")
    try? fileManager.removeItem(at: staging)
    do {
      try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
      for (path, data) in files.sorted(by: { $0.key < $1.key }) {
        let url = staging.appendingPathComponent(path)
        try fileManager.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
      }
      if fileManager.fileExists(atPath: output.path) {
        try fileManager.moveItem(at: output, to: retired)
      }
      try fileManager.moveItem(at: staging, to: output)
      try? fileManager.removeItem(at: retired)
    } catch {
      try? fileManager.removeItem(at: staging)
      if !fileManager.fileExists(atPath: output.path), fileManager.fileExists(atPath: retired.path) {
        try? fileManager.moveItem(at: retired, to: output)
      }
      throw BuildFailure("could not write the site to \(output.path): \(error.localizedDescription)")
    }
  }
}

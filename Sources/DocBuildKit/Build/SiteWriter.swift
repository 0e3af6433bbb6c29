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

  /// The site-relative paths where the output folder differs from what would be written.
  func differences() -> [String] {
    let fileManager = FileManager.default
    var existing = Set<String>()
    let base = output.path
    if let enumerator = fileManager.enumerator(atPath: base) {
      while let path = enumerator.nextObject() as? String {
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: base + "/" + path, isDirectory: &isDirectory),
          !isDirectory.boolValue
        {
          existing.insert(path)
        }
      }
    }
    var differing = existing.subtracting(files.keys)
    for (path, data) in files where fileManager.contents(atPath: base + "/" + path) != data {
      differing.insert(path)
    }
    return differing.sorted()
  }

  func commit() throws {
    let fileManager = FileManager.default
    let parent = output.deletingLastPathComponent()
    let name = output.lastPathComponent
    let staging = parent.appendingPathComponent(
      ".\(name).staging-\(ProcessInfo.processInfo.processIdentifier)")
    let retired = parent.appendingPathComponent(
      ".\(name).old-\(ProcessInfo.processInfo.processIdentifier)")
    removeLeftovers(in: parent, of: name)
    try? fileManager.removeItem(at: staging)
    Teardown.shared.add(folder: staging)
    defer { Teardown.shared.remove(folder: staging) }
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
      if !fileManager.fileExists(atPath: output.path), fileManager.fileExists(atPath: retired.path)
      {
        try? fileManager.moveItem(at: retired, to: output)
      }
      throw BuildFailure(
        "could not write the site to \(output.path): \(error.localizedDescription)")
    }
  }

  /// Removes the staging and retired folders that a build killed half-way left beside the output:
  /// those whose process is gone (a build running at the same time keeps its own).
  private func removeLeftovers(in parent: URL, of name: String) {
    let fileManager = FileManager.default
    guard let entries = try? fileManager.contentsOfDirectory(atPath: parent.path) else { return }
    for entry in entries {
      for prefix in [".\(name).staging-", ".\(name).old-"] where entry.hasPrefix(prefix) {
        guard let pid = Int32(entry.dropFirst(prefix.count)), !Self.isRunning(pid) else { continue }
        try? fileManager.removeItem(at: parent.appendingPathComponent(entry))
      }
    }
  }

  /// Another live process; this one's own leftovers (a reused PID) are always stale.
  private static func isRunning(_ pid: Int32) -> Bool {
    pid != getpid() && (kill(pid, 0) == 0 || errno == EPERM)
  }
}

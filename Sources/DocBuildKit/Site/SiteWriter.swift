import Foundation

/// Takes the generated site one file at a time, as it is rendered, so no build holds the whole
/// site in memory. Writing to a folder is atomic: files go to a fresh staging folder beside the
/// output, which replaces the old one only when complete, so a failed build leaves `site/` as it
/// was. `--check` compares each file with the output folder instead, and `serve` keeps the files.
/// Files may be added from several threads at once.
final class SiteWriter: @unchecked Sendable {
  enum Mode {
    /// Write into a staging folder; `commit()` makes it the output.
    case stage
    /// Write nothing; `differences()` lists what differs from the output folder.
    case compare
    /// Keep every file in `files`.
    case memory
  }

  let output: URL
  let mode: Mode
  private let staging: URL
  private let lock = NSLock()
  /// Every path added; for `compare`, whether the last bytes added differ from the output's.
  private var added: [String: Bool] = [:]
  private var folders: Set<String> = []
  private var failure: (any Error)?
  private var kept: [String: Data] = [:]

  init(output: URL, mode: Mode) throws {
    self.output = output.standardizedFileURL
    self.mode = mode
    let parent = self.output.deletingLastPathComponent()
    let name = self.output.lastPathComponent
    staging = parent.appendingPathComponent(
      ".\(name).staging-\(ProcessInfo.processInfo.processIdentifier)")
    guard mode == .stage else { return }
    removeLeftovers(in: parent, of: name)
    let fileManager = FileManager.default
    try? fileManager.removeItem(at: staging)
    Teardown.shared.add(folder: staging)
    do {
      try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
    } catch {
      abandon()
      throw failure(error)
    }
  }

  /// The files kept by a `memory` writer (site-relative path → bytes).
  var files: [String: Data] {
    lock.withLock { kept }
  }

  func add(_ path: String, _ text: String) {
    add(path, HTMLParts(text))
  }

  /// Adds a page part by part: written to the staging folder or compared without being joined.
  func add(_ path: String, _ html: HTMLParts) {
    add(path, size: html.utf8Count, html.forEachBytes)
  }

  func add(_ path: String, data: Data) {
    add(path, size: data.count) { write in try data.withUnsafeBytes(write) }
  }

  /// Adds the file whose `size` bytes `bytes` hands over in order.
  private func add(
    _ path: String, size: Int,
    _ bytes: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void
  ) {
    switch mode {
    case .memory:
      var data = Data(capacity: size)
      try? bytes { data.append(contentsOf: $0) }
      lock.withLock {
        added[path] = false
        kept[path] = data
      }
    case .compare:
      let old = FileManager.default.contents(atPath: output.path + "/" + path)
      let differs = old.map { !Self.equal($0, size: size, bytes) } ?? true
      lock.withLock { added[path] = differs }
    case .stage:
      let url = staging.appendingPathComponent(path)
      let folder = url.deletingLastPathComponent().path
      do {
        if !lock.withLock({ folders.contains(folder) }) {
          try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true)
          lock.withLock { _ = folders.insert(folder) }
        }
        try Self.write(url.path, bytes)
        lock.withLock { added[path] = false }
      } catch {
        lock.withLock { failure = failure ?? error }
      }
    }
  }

  /// Writes the bytes in order into a new file at `path`.
  private static func write(
    _ path: String, _ bytes: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void
  ) throws {
    let file = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard file >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { close(file) }
    try bytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Foundation.write(file, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        offset += written
      }
    }
  }

  /// Whether `old` holds exactly the `size` bytes that `bytes` hands over.
  private static func equal(
    _ old: Data, size: Int, _ bytes: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void
  ) -> Bool {
    guard old.count == size else { return false }
    var offset = 0
    var same = true
    old.withUnsafeBytes { oldBytes in
      try? bytes { buffer in
        guard same, buffer.count > 0 else { return }
        same = memcmp(oldBytes.baseAddress! + offset, buffer.baseAddress!, buffer.count) == 0
        offset += buffer.count
      }
    }
    return same
  }

  /// Copies the input's other files (images, downloads) to the same paths; a file that would
  /// replace a generated one is not copied, and is an error.
  func copy(_ assets: [String], from input: URL) -> [Diagnostic] {
    var problems: [Diagnostic] = []
    for asset in assets {
      guard !contains(asset) else {
        problems.append(
          .error(
            "asset.replaces-generated",
            "this file would replace the site's generated \(asset); rename or move it",
            path: asset))
        continue
      }
      if let data = FileManager.default.contents(atPath: input.appendingPathComponent(asset).path) {
        add(asset, data: data)
      }
    }
    return problems
  }

  func contains(_ path: String) -> Bool {
    lock.withLock { added[path] != nil }
  }

  /// The site-relative paths where the output folder differs from what was added (`compare`).
  func differences() -> [String] {
    let fileManager = FileManager.default
    let base = output.path
    var differing = Set(lock.withLock { added.filter(\.value).keys })
    if let enumerator = fileManager.enumerator(atPath: base) {
      while let path = enumerator.nextObject() as? String {
        var isDirectory: ObjCBool = false
        if !contains(path),
          fileManager.fileExists(atPath: base + "/" + path, isDirectory: &isDirectory),
          !isDirectory.boolValue
        {
          differing.insert(path)
        }
      }
    }
    return differing.sorted()
  }

  /// Makes the staging folder the output (`stage`); throws, leaving the old output, when a
  /// file could not be written.
  func commit() throws {
    guard mode == .stage else { return }
    let fileManager = FileManager.default
    let retired = output.deletingLastPathComponent().appendingPathComponent(
      ".\(output.lastPathComponent).old-\(ProcessInfo.processInfo.processIdentifier)")
    defer { Teardown.shared.remove(folder: staging) }
    do {
      if let failure = lock.withLock({ failure }) { throw failure }
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
      throw failure(error)
    }
  }

  /// Removes the staging folder of a build that stops before `commit()`.
  func abandon() {
    guard mode == .stage else { return }
    try? FileManager.default.removeItem(at: staging)
    Teardown.shared.remove(folder: staging)
  }

  private func failure(_ error: any Error) -> BuildFailure {
    BuildFailure("could not write the site to \(output.path): \(error.localizedDescription)")
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

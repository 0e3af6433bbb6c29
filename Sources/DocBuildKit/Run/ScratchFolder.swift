import Foundation

/// docbuild's folders in the temporary folder, where examples are compiled and run.
///
/// Each is named for the docbuild process that made it, so that a build removes what a stopped
/// one left (`removeLeftovers`). As root, a folder examples run in is a file system in memory of
/// its own, of bounded size: what an example writes there, and what its compilation leaves, never
/// reaches the disk nor grows without end. Files an example may have replaced are read only
/// through `contents(of:in:)`.
enum ScratchFolder {
  /// What a bounded folder holds at most: sources, the compiled program and what its runs write
  /// (bytes).
  static let sizeLimit = 1 << 30
  /// What docbuild reads of a file an example wrote (a report, a batch's results).
  static let readLimit = 256 << 20

  private static let prefix = "docbuild-"

  /// A new folder's address, not yet made: `kind` tells what it is for (empty for an example).
  static func url(_ kind: String = "") -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "\(prefix)\(getpid())-\(kind)\(UUID().uuidString)")
  }

  /// Makes `folder` (and its parents); bounded in size when `bounded` and the kernel lets
  /// docbuild mount (as root).
  static func create(at folder: URL, bounded: Bool) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    guard bounded, getuid() == 0 else { return }
    _ = mount(
      "tmpfs", folder.path, "tmpfs", UInt(MS_NOSUID | MS_NODEV), "size=\(sizeLimit),mode=0755")
  }

  /// Removes `folder` with what it holds, its file system first when it has one. Another thread
  /// may be removing it at the same time (a job ending as the build is stopped), which makes one
  /// removal stop short: it is tried again until the folder is gone.
  static func remove(at folder: URL) {
    umount2(folder.path, Int32(MNT_DETACH))
    for _ in 0..<5 where FileManager.default.fileExists(atPath: folder.path) {
      try? FileManager.default.removeItem(at: folder)
    }
  }

  /// Removes the folders in `parent` of docbuild processes that no longer run.
  static func removeLeftovers(in parent: URL = FileManager.default.temporaryDirectory) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
    for name in names where name.hasPrefix(prefix) {
      let digits = name.dropFirst(prefix.count).prefix(while: \.isNumber)
      guard let pid = pid_t(digits), name.dropFirst(prefix.count + digits.count).first == "-",
        !isRunning(pid)
      else { continue }
      remove(at: parent.appendingPathComponent(name))
    }
  }

  /// Whether a process `pid` exists (it may be another one now; then its folders wait).
  static func isRunning(_ pid: pid_t) -> Bool {
    kill(pid, 0) == 0 || errno == EPERM
  }

  /// The bytes of the regular file `name` directly in `folder`, up to `readLimit`; nil when it
  /// is missing, too big, or anything else: a link an example planted (to a secret of the
  /// machine's) is never followed, and a pipe never waited on.
  static func contents(of name: String, in folder: URL) -> Data? {
    let directory = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard directory >= 0 else { return nil }
    defer { close(directory) }
    let fd = openat(directory, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var status = stat()
    guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      status.st_size <= readLimit
    else { return nil }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while data.count <= readLimit {
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return data }
      data.append(contentsOf: buffer[..<count])
    }
    return nil
  }
}

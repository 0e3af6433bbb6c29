import Foundation

/// `swiftc --version` kept on disk under the identity of the compiler's binaries (path, size and
/// modification time of the driver and the frontend beside it): starting the driver to ask costs
/// ~76 ms, a third of a warm build's CPU, and its answer only changes with the toolchain.
struct CompilerVersionCache: Sendable {
  let folder: URL

  /// The version of `executable`, learnt with `learn` only when these binaries were not seen before.
  func version(of executable: URL, learn: () -> String?) -> String? {
    guard let identity = Self.identity(of: executable) else { return learn() }
    let file = folder.appendingPathComponent("compiler-version")
      .appendingPathComponent(identity)
    if let data = FileManager.default.contents(atPath: file.path) {
      return String(decoding: data, as: UTF8.self)
    }
    guard let version = learn() else { return nil }
    try? FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? Data(version.utf8).write(to: file, options: .atomic)
    return version
  }

  /// A digest of the driver's and the frontend's path, size and modification time; nil when the
  /// driver cannot be read.
  static func identity(of executable: URL) -> String? {
    let driver = executable.resolvingSymlinksInPath()
    let frontend = driver.deletingLastPathComponent().appendingPathComponent("swift-frontend")
      .resolvingSymlinksInPath()
    guard let driverStamp = stamp(of: driver) else { return nil }
    var hash = SHA256()
    for part in ["docbuild-compiler-identity-1", driverStamp, stamp(of: frontend) ?? "none"] {
      hash.update(part)
      hash.update([0])
    }
    return hash.finalize()
  }

  private static func stamp(of binary: URL) -> String? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: binary.path) else {
      return nil
    }
    let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
    let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    return "\(binary.path) \(size) \(modified)"
  }
}

import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The secret that signs the example cache's entries. It is kept outside every checkout, so an
/// entry committed in a pull request, or written on another machine, carries no valid signature.
///
/// It comes from `DOCBUILD_CACHE_KEY` (a CI secret), else from `docbuild/key` in the user's cache
/// home (`$XDG_CACHE_HOME`, else `~/.cache`), created on first use: 32 random bytes as hex, mode
/// 0600, written whole under a name of its own and then linked into place, so builds that start
/// together agree on one key and none reads half a key.
public struct CacheSigningKey: Sendable {
  let secret: [UInt8]

  public static let environmentKey = "DOCBUILD_CACHE_KEY"
  /// The shortest secret accepted: a shorter one could be guessed.
  static let shortestSecret = 32

  public init(secret: some Sequence<UInt8>) {
    self.secret = Array(secret)
  }

  /// A new random key (32 bytes, written as 64 hex digits).
  public static func random() -> CacheSigningKey {
    var generator = SystemRandomNumberGenerator()
    let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    return CacheSigningKey(secret: SHA256.hex(bytes: bytes).utf8)
  }

  /// Why there is no key: the build then runs without its cache.
  public struct Problem: Error, CustomStringConvertible {
    public let description: String
  }

  /// The key from `DOCBUILD_CACHE_KEY` when it is set and not empty (a pull request from a fork
  /// gets an empty secret), else the key file, made when it is missing.
  public static func load(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> CacheSigningKey {
    if let text = environment[environmentKey], !text.isEmpty {
      guard text.utf8.count >= shortestSecret else {
        throw Problem(
          description:
            "\(environmentKey) is shorter than \(shortestSecret) characters: give it a long random value (openssl rand -hex 32)"
        )
      }
      return CacheSigningKey(secret: text.utf8)
    }
    guard let file = keyFile(environment: environment) else {
      throw Problem(
        description: "neither XDG_CACHE_HOME nor HOME is set, so the cache key has no place")
    }
    if let key = try read(file) { return key }
    return try create(file)
  }

  /// `docbuild/key` in the user's cache home; XDG asks that a relative XDG_CACHE_HOME be ignored.
  static func keyFile(environment: [String: String]) -> URL? {
    if let folder = environment["XDG_CACHE_HOME"], folder.hasPrefix("/") {
      return URL(fileURLWithPath: folder).appendingPathComponent("docbuild/key")
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return URL(fileURLWithPath: home).appendingPathComponent(".cache/docbuild/key")
  }

  /// The key in `file`; nil when there is none. A key that others could read or replace, or
  /// that is not a plain file of this user's, is refused rather than trusted.
  static func read(_ file: URL) throws -> CacheSigningKey? {
    let descriptor = open(file.path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return nil }
      throw Problem(description: "cannot read the cache key \(file.path): \(Self.lastError)")
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      status.st_uid == geteuid(), status.st_mode & 0o077 == 0
    else {
      throw Problem(
        description:
          "the cache key \(file.path) must be a file of yours that only you can read: chmod 600 it, or delete it and a new one is made"
      )
    }
    var bytes = [UInt8](repeating: 0, count: 4096)
    let count = Glibc.read(descriptor, &bytes, bytes.count)
    let text = String(decoding: bytes.prefix(max(count, 0)), as: UTF8.self)
      .trimmingCharacters(in: .whitespacesAndNewlines)
    guard text.utf8.count >= shortestSecret else {
      throw Problem(
        description:
          "the cache key \(file.path) is shorter than \(shortestSecret) characters: delete it and a new one is made"
      )
    }
    return CacheSigningKey(secret: text.utf8)
  }

  /// Makes the key file: written whole and private under a name of its own, then linked to
  /// `file`. When another build linked its key first, that one is read instead.
  private static func create(_ file: URL) throws -> CacheSigningKey {
    let folder = file.deletingLastPathComponent()
    try? FileManager.default.createDirectory(
      at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
    if mkdir(folder.path, 0o700) != 0, errno != EEXIST {
      throw Problem(
        description: "cannot create \(folder.path) for the cache key: \(Self.lastError)")
    }
    let draft = folder.appendingPathComponent("key.\(UUID().uuidString)")
    let descriptor = open(draft.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw Problem(description: "cannot create the cache key in \(folder.path): \(Self.lastError)")
    }
    defer { unlink(draft.path) }
    let text = Array(random().secret) + [UInt8(ascii: "\n")]
    let written = write(descriptor, text, text.count)
    let synced = fsync(descriptor) == 0
    close(descriptor)
    guard written == text.count, synced else {
      throw Problem(description: "cannot write the cache key in \(folder.path): \(Self.lastError)")
    }
    if link(draft.path, file.path) != 0, errno != EEXIST {
      throw Problem(description: "cannot create the cache key \(file.path): \(Self.lastError)")
    }
    guard let key = try read(file) else {
      throw Problem(description: "the cache key \(file.path) vanished as it was made")
    }
    return key
  }

  private static var lastError: String { String(cString: strerror(errno)) }
}

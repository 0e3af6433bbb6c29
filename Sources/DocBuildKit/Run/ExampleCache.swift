import Foundation

/// Results of examples on disk, by cache key: a second build with nothing changed compiles nothing.
///
/// Each entry carries its own key and an HMAC-SHA256 of the key and the result under this
/// machine's `CacheSigningKey`, checked on every read. An entry edited by hand or by a stray
/// process, truncated, copied under another entry's name, committed to the repository or written
/// on another machine is rejected (and the example compiled again), never shown as a result:
/// without the secret, no one can sign a result. The folder lies outside anything an example can
/// reach in the sandbox.
struct ExampleCache: Sendable {
  enum Lookup {
    case hit(ExampleResult)
    case miss
    /// An entry exists but does not hold what its key says; the reason, for the warning.
    case rejected(String)
  }

  /// What an entry file holds: the result as JSON text, so the signature covers its exact bytes.
  private struct Entry: Codable {
    var key: String
    /// Missing from entries of older builds, which carried a plain digest instead.
    var signature: String?
    var result: String
  }

  let folder: URL
  let signingKey: CacheSigningKey

  /// Why an entry with a signature that does not match was rejected.
  static let foreignSignature =
    "its signature does not match this machine's cache key: it was written elsewhere (committed to the repository, or restored from a machine with another key) or changed since"

  func lookup(_ key: String) -> Lookup {
    guard let data = FileManager.default.contents(atPath: file(for: key).path) else { return .miss }
    guard let entry = try? JSONDecoder().decode(Entry.self, from: data) else {
      return .rejected("the entry is not readable")
    }
    guard entry.key == key else { return .rejected("the entry belongs to another example") }
    guard let signature = entry.signature else {
      return .rejected("the entry is not signed (written by an older docbuild, or by hand)")
    }
    guard HMACSHA256.codesMatch(signature, sign(key: key, result: entry.result)) else {
      return .rejected(Self.foreignSignature)
    }
    guard let result = try? JSONDecoder().decode(ExampleResult.self, from: Data(entry.result.utf8))
    else { return .rejected("the entry's result is not readable") }
    return .hit(result)
  }

  func store(_ result: ExampleResult, for key: String) {
    let url = file(for: key)
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let json = try? encoder.encode(result) else { return }
    let text = String(decoding: json, as: UTF8.self)
    let entry = Entry(key: key, signature: sign(key: key, result: text), result: text)
    guard let data = try? encoder.encode(entry) else { return }
    try? data.write(to: url, options: .atomic)
  }

  private func sign(key: String, result: String) -> String {
    var hash = HMACSHA256(key: signingKey.secret)
    hash.update("docbuild-cache-entry-2")
    hash.update([0])
    hash.update(key)
    hash.update([0])
    hash.update(result)
    return hash.finalize()
  }

  func file(for key: String) -> URL {
    folder.appendingPathComponent(String(key.prefix(2))).appendingPathComponent("\(key).json")
  }
}

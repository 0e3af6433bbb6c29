import Foundation

/// Results of examples on disk, by cache key: a second build with nothing changed compiles nothing.
///
/// Each entry carries its own key and a digest of the key and the result, checked on every read:
/// an entry edited by hand or by a stray process, truncated, or copied under another entry's name
/// is rejected (and the example compiled again), never shown as a result. The folder lies outside
/// anything an example can reach in the sandbox.
struct ExampleCache: Sendable {
  enum Lookup {
    case hit(ExampleResult)
    case miss
    /// An entry exists but does not hold what its key says; the reason, for the warning.
    case rejected(String)
  }

  /// What an entry file holds: the result as JSON text, so the digest covers its exact bytes.
  private struct Entry: Codable {
    var key: String
    var digest: String
    var result: String
  }

  let folder: URL
  /// `--check` reads the cache but never writes it.
  var readOnly = false

  func lookup(_ key: String) -> Lookup {
    guard let data = FileManager.default.contents(atPath: file(for: key).path) else { return .miss }
    guard let entry = try? JSONDecoder().decode(Entry.self, from: data) else {
      return .rejected("the entry is not readable")
    }
    guard entry.key == key else { return .rejected("the entry belongs to another example") }
    guard entry.digest == Self.digest(key: key, result: entry.result) else {
      return .rejected("the entry's content does not match its digest")
    }
    guard let result = try? JSONDecoder().decode(ExampleResult.self, from: Data(entry.result.utf8))
    else { return .rejected("the entry's result is not readable") }
    return .hit(result)
  }

  func store(_ result: ExampleResult, for key: String) {
    guard !readOnly else { return }
    let url = file(for: key)
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let json = try? encoder.encode(result) else { return }
    let text = String(decoding: json, as: UTF8.self)
    let entry = Entry(key: key, digest: Self.digest(key: key, result: text), result: text)
    guard let data = try? encoder.encode(entry) else { return }
    try? data.write(to: url, options: .atomic)
  }

  private static func digest(key: String, result: String) -> String {
    var hash = SHA256()
    hash.update("docbuild-cache-entry-1")
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

import Foundation

/// Results of examples on disk, by cache key: a second build with nothing changed compiles nothing.
struct ExampleCache: Sendable {
  let folder: URL

  func result(for key: String) -> ExampleResult? {
    guard let data = FileManager.default.contents(atPath: file(for: key).path) else { return nil }
    return try? JSONDecoder().decode(ExampleResult.self, from: data)
  }

  func store(_ result: ExampleResult, for key: String) {
    let url = file(for: key)
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    guard let data = try? JSONEncoder().encode(result) else { return }
    try? data.write(to: url, options: .atomic)
  }

  private func file(for key: String) -> URL {
    folder.appendingPathComponent(String(key.prefix(2))).appendingPathComponent("\(key).json")
  }
}

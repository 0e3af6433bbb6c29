import Foundation
import Testing

/// One markdown input the spec test renders with docbuild and with cmark-gfm's own renderer: a
/// CommonMark spec example (`.build/spec/commonmark.json`, which `.ci/setup-tests` fetches), or one of
/// our GFM extension cases (`Fixtures/gfm-extensions.json`). Both files are JSON lists of
/// `{"example": number, "section": …, "markdown": …}`; other fields are ignored.
struct GFMSpecExample: Sendable, Decodable, CustomTestStringConvertible {
  /// `commonmark` or `extensions`: the list it comes from.
  var file = ""
  /// Its number within its list, from 1.
  var example: Int
  var section: String
  var markdown: String

  var id: String { "\(file) \(example)" }
  var testDescription: String { "\(id) (\(section))" }

  private enum CodingKeys: String, CodingKey { case example, section, markdown }

  /// The CommonMark spec file is not in the repository, so a missing one says how to get it.
  struct Missing: Error, CustomStringConvertible {
    var path: String
    var description: String { "\(path) is missing or unreadable: run `bash .ci/setup-tests`" }
  }

  /// The CommonMark spec's examples, as markdown-it-py ships them.
  static func commonMark(filePath: String = #filePath) throws -> [GFMSpecExample] {
    try load(packageRoot(filePath).appendingPathComponent(".build/spec/commonmark.json"))
      .map { example in with(example, file: "commonmark") }
  }

  /// Our own inputs for GFM's extensions: tables, strikethrough, autolinks, task lists and the
  /// tag filter.
  static func extensions(filePath: String = #filePath) throws -> [GFMSpecExample] {
    let fixtures = URL(fileURLWithPath: filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/gfm-extensions.json")
    return try load(fixtures).map { example in with(example, file: "extensions") }
  }

  private static func load(_ url: URL) throws -> [GFMSpecExample] {
    guard let data = try? Data(contentsOf: url) else { throw Missing(path: url.path) }
    return try JSONDecoder().decode([GFMSpecExample].self, from: data)
  }

  private static func with(_ example: GFMSpecExample, file: String) -> GFMSpecExample {
    var example = example
    example.file = file
    return example
  }

  /// The package's folder: this file is `Tests/DocBuildKitTests/Render/GFMSpecExample.swift`.
  private static func packageRoot(_ filePath: String) -> URL {
    URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
  }
}

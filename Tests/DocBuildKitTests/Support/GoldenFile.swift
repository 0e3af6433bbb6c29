import Foundation
import Testing

/// Golden-file comparison for HTML and diagnostics. With `DOCBUILD_RECORD=1` the tests rewrite
/// the files in `Golden/` of the source tree instead of comparing.
enum GoldenFile {
  static let folder = TestPaths.packageRoot.appendingPathComponent("Tests/DocBuildKitTests/Golden")

  static func check(
    _ text: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let file = folder.appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["DOCBUILD_RECORD"] == "1" {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: file, atomically: true, encoding: .utf8)
      return
    }
    let golden = try #require(
      try? String(contentsOf: file, encoding: .utf8),
      "missing \(file.path); run with DOCBUILD_RECORD=1 to record it",
      sourceLocation: sourceLocation)
    guard text != golden else { return }
    let actual = text.split(separator: "\n", omittingEmptySubsequences: false)
    let expected = golden.split(separator: "\n", omittingEmptySubsequences: false)
    let line =
      zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(actual.count, expected.count)
    Issue.record(
      "\(name) differs at line \(line + 1):\n  expected: \(line < expected.count ? expected[line] : "<end>")\n  actual:   \(line < actual.count ? actual[line] : "<end>")",
      sourceLocation: sourceLocation)
  }
}

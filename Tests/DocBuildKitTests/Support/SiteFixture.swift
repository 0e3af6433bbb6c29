import Foundation

@testable import DocBuildKit

/// A throwaway content folder written by a test, built into a throwaway site.
struct SiteFixture {
  let root = TestPaths.temporaryFolder()
  var content: URL { root.appendingPathComponent("content") }
  var site: URL { root.appendingPathComponent("site") }
  var cache: URL { root.appendingPathComponent("cache") }
  /// The fixture's own cache key, so that tests never touch the user's.
  let signingKey = CacheSigningKey.random()

  init(_ files: [String: String]) {
    write(files)
  }

  func write(_ files: [String: String]) {
    for (path, text) in files {
      let url = content.appendingPathComponent(path)
      try! FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try! Data(text.utf8).write(to: url)
    }
  }

  func read(_ path: String) -> String {
    try! String(contentsOf: content.appendingPathComponent(path), encoding: .utf8)
  }

  func page(_ path: String) -> String {
    try! String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)
  }

  /// Options that build the fixture with its cache and cache key.
  func options() -> BuildOptions {
    var options = BuildOptions(input: content, output: site, cacheFolder: cache)
    options.cacheSigningKey = signingKey
    return options
  }

  /// Builds the fixture; examples run against the engine built beside the test binary.
  @discardableResult
  func build(
    check: Bool = false, bless: Bool = false, runExamples: Bool = true, cache: Bool = true,
    explore: Bool = true, suggest: Bool = false, strictLogs: Bool = false
  ) throws -> (summary: BuildSummary, diagnostics: [Diagnostic]) {
    let engine = DiagnosticEngine()
    var options = BuildOptions(
      input: content, output: site, runExamples: runExamples, cacheFolder: cache ? self.cache : nil,
      check: check, bless: bless)
    options.cacheSigningKey = signingKey
    options.explorePreviews = explore
    options.suggest = suggest
    options.strictLogs = strictLogs
    let summary = try SiteBuilder(options: options, diagnostics: engine).build()
    return (summary, engine.diagnostics)
  }

  func remove() { try? FileManager.default.removeItem(at: root) }

  /// Builds one note in a fixture of its own: the example report's lines, the diagnostics, and
  /// the text a reader sees on the note's page.
  static func buildNote(_ path: String, _ note: String) throws -> (
    report: [String], diagnostics: [Diagnostic], page: String
  ) {
    let fixture = SiteFixture([path: note])
    defer { fixture.remove() }
    let (summary, diagnostics) = try fixture.build()
    let page = TextOfHTML.decode(
      fixture.page(path.replacingOccurrences(of: ".md", with: ".html")))
    return (summary.exampleReport, diagnostics, page)
  }
}
